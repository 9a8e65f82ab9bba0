import { formatDate, formatRelativeTime, type Session } from '@kinora/shared';
import styled from 'styled-components';
import { deviceName } from '../lib/device-name';
import { SIGN_IN_METHOD_LINES } from '../lib/sign-in-method';
import { TagBadge } from '../../../lib/tag-badge';
import { DeviceIcon } from './device-icon';
import { SettingsRow } from './settings-row';

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
    <SettingsRow
      label={session.current ? `${name}, this device` : name}
      leading={
        <Icon aria-hidden="true">
          <DeviceIcon type={session.deviceType} />
        </Icon>
      }
      title={
        <>
          {name}
          {session.current ? <TagBadge>This device</TagBadge> : null}
        </>
      }
      actions={
        onSignOut
          ? [
              {
                label: 'Sign out',
                busyLabel: 'Signing out...',
                name: `Sign out ${name}`,
                onClick: onSignOut,
              },
            ]
          : []
      }
      busy={busy}
    >
      <Meta>
        <span>Last used {formatRelativeTime(session.lastUsedAt)}</span>
        <span aria-hidden="true" className="dot">
          •
        </span>
        <span>Signed in {formatDate(session.createdAt)}</span>
      </Meta>
      <Method>{SIGN_IN_METHOD_LINES[session.signInMethod]}</Method>
    </SettingsRow>
  );
}

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

const Method = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
