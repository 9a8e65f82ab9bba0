import { formatDate, formatRelativeTime, type Session } from '@kinora/shared';
import styled from 'styled-components';
import { deviceName } from '../lib/device-name';
import { signInMethodLines } from '../lib/sign-in-method';
import { TagBadge } from '../../../lib/tag-badge';
import { useT } from '../../../i18n';
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
  const t = useT();
  const name = deviceName(session);
  return (
    <SettingsRow
      label={session.current ? t('{{device}}, this device', { device: name }) : name}
      leading={
        <Icon aria-hidden="true">
          <DeviceIcon type={session.deviceType} />
        </Icon>
      }
      title={
        <>
          {name}
          {session.current ? <TagBadge>{t('This device')}</TagBadge> : null}
        </>
      }
      actions={
        onSignOut
          ? [
              {
                label: t('Sign out'),
                busyLabel: t('Signing out...'),
                name: t('Sign out {{device}}', { device: name }),
                onClick: onSignOut,
              },
            ]
          : []
      }
      busy={busy}
    >
      <Meta>
        <span>{t('Last used {{time}}', { time: formatRelativeTime(session.lastUsedAt) })}</span>
        <span aria-hidden="true" className="dot">
          •
        </span>
        <span>{t('Signed in {{date}}', { date: formatDate(session.createdAt) })}</span>
      </Meta>
      <Method>{signInMethodLines(t)[session.signInMethod]}</Method>
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
