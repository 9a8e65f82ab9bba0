import { formatDate, formatRelativeTime, SvgIcon, type Passkey } from '@kinora/shared';
import styled from 'styled-components';
import { TagBadge } from '../../../lib/tag-badge';
import { useT } from '../../../i18n';
import { SettingsRow } from './settings-row';

interface PasskeyRowProps {
  passkey: Passkey;
  onRename: () => void;
  onRemove: () => void;
  /** Its removal is being sent. */
  busy?: boolean;
}

/** One passkey of the account: its name, whether it is synced, when it was added and last used. */
export function PasskeyRow({ passkey, onRename, onRemove, busy = false }: PasskeyRowProps) {
  const t = useT();
  const { name, backedUp, createdAt, lastUsedAt } = passkey;
  return (
    <SettingsRow
      label={name}
      leading={
        <Icon aria-hidden="true">
          <SvgIcon>
            <circle cx="8" cy="15" r="4" />
            <path d="m10.8 12.2 8.2-8.2M16 7l3 3M19 4l2 2" />
          </SvgIcon>
        </Icon>
      }
      title={
        <>
          {name}
          {backedUp ? (
            <TagBadge title={t('Synced to your other devices')}>{t('Synced')}</TagBadge>
          ) : null}
        </>
      }
      actions={[
        { label: t('Rename'), name: t('Rename {{name}}', { name }), onClick: onRename },
        {
          label: t('Remove'),
          busyLabel: t('Removing...'),
          name: t('Remove {{name}}', { name }),
          onClick: onRemove,
        },
      ]}
      busy={busy}
    >
      <Meta>
        <span>
          {t('Added')} <time dateTime={createdAt}>{formatDate(createdAt)}</time>
        </span>
        <span aria-hidden="true" className="dot">
          •
        </span>
        <span>
          {lastUsedAt
            ? t('Last used {{time}}', { time: formatRelativeTime(lastUsedAt) })
            : t('Not used yet')}
        </span>
      </Meta>
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

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
