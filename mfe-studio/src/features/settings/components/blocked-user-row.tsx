import { Avatar, Button, formatDate, hrefs, Link, type Block } from '@kinora/shared';
import { BLOCK_SCOPE_LABELS } from '@kinora/shared/moderation';
import styled from 'styled-components';
import { TagBadge } from '../../../lib/tag-badge';

interface BlockedUserRowProps {
  block: Block;
  onUnblock: () => void;
  busy?: boolean;
}

/** One person the viewer blocked: who, what the block is, since when, and Unblock. */
export function BlockedUserRow({ block, onUnblock, busy = false }: BlockedUserRowProps) {
  const { user } = block;
  const handle = `@${user.username}`;
  const name = user.fullName.trim() || user.username;
  return (
    <Row aria-label={name}>
      <Avatar src={user.avatar} alt="" size={44} />
      <Text>
        <Name>
          {name}
          <Handle to={hrefs.channel(user.username)}>{handle}</Handle>
        </Name>
        <Meta>
          <TagBadge>{BLOCK_SCOPE_LABELS[block.scope]}</TagBadge>
          <span>
            Since <time dateTime={block.createdAt}>{formatDate(block.createdAt)}</time>
          </span>
        </Meta>
      </Text>
      <Action
        $variant="secondary"
        $size="sm"
        onClick={onUnblock}
        disabled={busy}
        aria-label={`Unblock ${handle}`}
      >
        {busy ? 'Unblocking...' : 'Unblock'}
      </Action>
    </Row>
  );
}

// Avatar, text, button in a row; on phones the button goes under the text, still in reach.
const Row = styled.li`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr);
  align-items: center;
  gap: 12px 16px;
  padding: 14px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: 0;
  }

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 44px minmax(0, 1fr) auto;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Name = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px 8px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

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

const Action = styled(Button)`
  grid-column: 2;
  justify-self: start;

  ${({ theme }) => theme.media.sm} {
    grid-column: 3;
  }
`;
