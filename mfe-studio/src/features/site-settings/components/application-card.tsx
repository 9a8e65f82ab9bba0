import { formatDate, type Application } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { ReviewCard } from '../../../lib/review-card';
import { applicationStatusLabels } from '../texts';

interface ApplicationCardProps {
  application: Application;
  /** A decision on it is under way. */
  busy: boolean;
  onApprove: (application: Application) => void;
  onRefuse: (application: Application) => void;
}

/** One application: who asks, when and why; Approve and Refuse while it waits. */
export function ApplicationCard({ application, busy, onApprove, onRefuse }: ApplicationCardProps) {
  const t = useT();
  const { username, fullName, email, reason, status } = application;
  return (
    <ReviewCard
      nested
      headingLevel={3}
      title={
        <>
          {fullName} <Handle>@{username}</Handle>
        </>
      }
      badge={status === 'pending' ? null : applicationStatusLabels(t)[status]}
      busy={busy}
      actions={
        status === 'pending'
          ? [
              {
                id: 'approve',
                label: t('Approve'),
                name: t('Approve @{{username}}', { username }),
                onClick: () => onApprove(application),
              },
              {
                id: 'refuse',
                label: t('Refuse'),
                name: t('Refuse @{{username}}', { username }),
                variant: 'secondary',
                opensDialog: true,
                onClick: () => onRefuse(application),
              },
            ]
          : []
      }
    >
      <Meta>
        <span>{email}</span>
        <span>
          {t('Applied on')}{' '}
          <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
        </span>
        {application.decidedAt ? (
          <span>
            {t('Decided on')}{' '}
            <time dateTime={application.decidedAt}>{formatDate(application.decidedAt)}</time>
          </span>
        ) : null}
      </Meta>
      <Reason>{reason}</Reason>
      {status === 'refused' && application.refusalReason ? (
        <Refusal>{t('Refused: {{reason}}', { reason: application.refusalReason })}</Refusal>
      ) : null}
    </ReviewCard>
  );
}

const Handle = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
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
