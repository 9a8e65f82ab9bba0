import { Button, formatDate, formatRelativeTime, type Session } from '@kinora/shared';
import styled from 'styled-components';
import { deviceName } from '../lib/device-name';
import { TagBadge } from '../../../lib/tag-badge';
import { DeviceIcon } from './device-icon';

interface SessionRowProps {
  session: Session;
  /** Signs the device out; none for this device (the account menu's Logout does that). */
  onSignOut?: () => void;
  busy?: boolean;
}

/** One signed-in device: what it is, when it was last used, and Sign out. */
export function SessionRow({ session, onSignOut, busy = false }: SessionRowProps) {
  const name = deviceName(session);
  return (
    <Row aria-label={session.current ? `${name}, this device` : name}>
      <Icon aria-hidden="true">
        <DeviceIcon type={session.deviceType} />
      </Icon>
      <Text>
        <Name>
          {name}
          {session.current ? <TagBadge>This device</TagBadge> : null}
        </Name>
        <Meta>
          <span>Last used {formatRelativeTime(session.lastUsedAt)}</span>
          <span aria-hidden="true" className="dot">
            •
          </span>
          <span>Signed in {formatDate(session.createdAt)}</span>
        </Meta>
      </Text>
      {onSignOut ? (
        <Action
          $variant="secondary"
          $size="sm"
          onClick={onSignOut}
          disabled={busy}
          aria-label={`Sign out ${name}`}
        >
          {busy ? 'Signing out...' : 'Sign out'}
        </Action>
      ) : null}
    </Row>
  );
}

// Icon, text, button in a row; on phones the button goes under the text.
const Row = styled.li`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr);
  align-items: center;
  gap: 12px 16px;
  padding: 14px 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 44px minmax(0, 1fr) auto;
  }
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: 0;
  }
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Name = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  display: flex;
  flex-direction: column;
  gap: 2px 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  .dot {
    display: none;
  }

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;

    .dot {
      display: inline;
    }
  }
`;

const Action = styled(Button)`
  grid-column: 2;
  justify-self: start;

  ${({ theme }) => theme.media.sm} {
    grid-column: 3;
  }
`;
