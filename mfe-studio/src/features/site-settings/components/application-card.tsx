import { Button, formatDate, type Application } from '@kinora/shared';
import { useId } from 'react';
import styled from 'styled-components';
import { APPLICATION_STATUS_LABELS } from '../texts';

interface ApplicationCardProps {
  application: Application;
  /** A decision on it is under way. */
  busy: boolean;
  onApprove: (application: Application) => void;
  onRefuse: (application: Application) => void;
}

/** One application: who asks, when and why; Approve and Refuse while it waits. */
export function ApplicationCard({ application, busy, onApprove, onRefuse }: ApplicationCardProps) {
  const headingId = useId();
  const { username, fullName, email, reason, status } = application;
  return (
    <Card aria-labelledby={headingId}>
      <Header>
        <h3 id={headingId}>
          {fullName} <span>@{username}</span>
        </h3>
        {status !== 'pending' ? <Badge>{APPLICATION_STATUS_LABELS[status]}</Badge> : null}
      </Header>
      <Meta>
        <span>{email}</span>
        <span>
          Applied on{' '}
          <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
        </span>
        {application.decidedAt ? (
          <span>
            Decided on{' '}
            <time dateTime={application.decidedAt}>{formatDate(application.decidedAt)}</time>
          </span>
        ) : null}
      </Meta>
      <Reason>{reason}</Reason>
      {status === 'refused' && application.refusalReason ? (
        <Refusal>Refused: {application.refusalReason}</Refusal>
      ) : null}
      {status === 'pending' ? (
        <Actions>
          <Button
            $size="sm"
            disabled={busy}
            aria-label={`Approve @${username}`}
            onClick={() => onApprove(application)}
          >
            Approve
          </Button>
          <Button
            $size="sm"
            $variant="secondary"
            disabled={busy}
            aria-haspopup="dialog"
            aria-label={`Refuse @${username}`}
            onClick={() => onRefuse(application)}
          >
            Refuse
          </Button>
        </Actions>
      ) : null}
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  h3 span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Badge = styled.span`
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Reason = styled.p`
  white-space: pre-wrap;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Refusal = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
