import { Avatar, ButtonLink, formatSubscribers, hrefs, type ChannelProfile } from '@kinora/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface ChannelHeaderProps {
  channel: ChannelProfile;
  isOwner: boolean;
}

/** The channel's identity and its section tabs, Videos (the channel page) and Community (here). */
export function ChannelHeader({ channel, isOwner }: ChannelHeaderProps) {
  const name = channel.fullName.trim() || channel.username;
  return (
    <header>
      <Identity>
        <Avatar src={channel.avatar} alt="" size={88} />
        <Text>
          <h1>{name}</h1>
          <Muted>
            <span>@{channel.username}</span>
            <span aria-hidden="true">·</span>
            <span>{formatSubscribers(channel.subscribersCount)}</span>
          </Muted>
        </Text>
        {isOwner ? (
          <ButtonLink to={hrefs.addTweet()} $variant="secondary">
            Add Post
          </ButtonLink>
        ) : null}
      </Identity>
      <Sections aria-label="Channel sections">
        <Tab to={hrefs.channel(channel.username)}>Videos</Tab>
        <Tab to={hrefs.channelCommunity(channel.username)} aria-current="page">
          Community
        </Tab>
      </Sections>
    </header>
  );
}

const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 20px;
  padding: 8px 0 20px;
`;

const Text = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  min-width: 180px;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.md} {
    h1 {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
`;

const Muted = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Sections = styled.nav`
  display: flex;
  gap: 8px;
  margin-bottom: 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled(Link)`
  padding: 12px 12px 10px;
  border-bottom: 2px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.text};
  }
`;
