import styled from 'styled-components';
import { displayNameOf, handleOf } from '../format/display-name';
import { formatSubscribers } from '../format/format-view-count';
import { hrefs } from '../routing/paths';
import { Link } from './link';
import { Avatar } from './avatar';
import type { ReactNode } from 'react';

export interface ChannelCardProps {
  username: string;
  fullName?: string | null;
  avatar?: string | null;
  subscribersCount?: number | null;
  /** A control beside the name (a Subscribe button); it does not open the channel. */
  action?: ReactNode;
}

/** A channel: avatar, name linking to the channel, @username. The whole card is the link. */
export function ChannelCard({
  username,
  fullName,
  avatar,
  subscribersCount,
  action,
}: ChannelCardProps) {
  const name = displayNameOf({ username, fullName });
  return (
    <Card>
      <Avatar src={avatar} alt="" size={64} />
      <Text>
        <NameLink to={hrefs.channel(username)}>{name}</NameLink>
        <Muted>{handleOf({ username })}</Muted>
        {typeof subscribersCount === 'number' ? (
          <Muted>{formatSubscribers(subscribersCount)}</Muted>
        ) : null}
      </Text>
      {action ? <Action>{action}</Action> : null}
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  align-items: center;
  gap: 16px;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  transition: background-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  flex: 1;
`;

const NameLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Action = styled.div`
  position: relative;
  z-index: 1;
  flex: none;
`;
