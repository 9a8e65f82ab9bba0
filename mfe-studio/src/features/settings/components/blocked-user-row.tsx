import { Avatar, formatDate, hrefs, Link, type Block } from '@kinora/shared';
import { BLOCK_SCOPE_LABELS } from '@kinora/shared/moderation';
import styled from 'styled-components';
import { TagBadge } from '../../../lib/tag-badge';
import { useT } from '../../../i18n';
import { SettingsRow } from './settings-row';

interface BlockedUserRowProps {
  block: Block;
  onUnblock: () => void;
  busy?: boolean;
}

/** One person the viewer blocked: who, what the block is, since when, and Unblock. */
export function BlockedUserRow({ block, onUnblock, busy = false }: BlockedUserRowProps) {
  const t = useT();
  const { user } = block;
  const handle = `@${user.username}`;
  const name = user.fullName.trim() || user.username;
  return (
    <SettingsRow
      label={name}
      leading={<Avatar src={user.avatar} alt="" size={44} />}
      title={
        <>
          {name}
          <Handle to={hrefs.channel(user.username)}>{handle}</Handle>
        </>
      }
      actions={[
        {
          label: t('Unblock'),
          busyLabel: t('Unblocking...'),
          name: t('Unblock {{handle}}', { handle }),
          onClick: onUnblock,
        },
      ]}
      busy={busy}
    >
      <Meta>
        <TagBadge>{BLOCK_SCOPE_LABELS[block.scope]}</TagBadge>
        <span>
          {t('Since')} <time dateTime={block.createdAt}>{formatDate(block.createdAt)}</time>
        </span>
      </Meta>
    </SettingsRow>
  );
}

const Handle = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};

  &:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
