import {
  Avatar,
  ButtonLink,
  type ChannelProfile,
  formatSubscribers,
  hrefs,
  useCurrentUser,
} from '@kinora/shared';
import styled from 'styled-components';
import { SubscribeButton } from '../../../lib/subscribe-button';
import { useSubscriptionToggle } from '../../../lib/use-subscription-toggle';

/** Avatar, names, subscriber count and the one action that fits the viewer. */
export function ChannelHeader({ channel }: { channel: ChannelProfile }) {
  const me = useCurrentUser();
  const isOwner = me?._id === channel._id;
  const name = channel.fullName.trim() || channel.username;
  const { status, pending, toggle } = useSubscriptionToggle(
    channel._id,
    { isSubscribed: channel.isSubscribed, subscribersCount: channel.subscribersCount },
    { announce: true },
  );

  return (
    <Header>
      <Avatar src={channel.avatar} alt="" size={112} />
      <Text>
        <h1>{name}</h1>
        <Meta>
          <span>@{channel.username}</span>
          <span aria-hidden="true">•</span>
          <span>{formatSubscribers(status.subscribersCount)}</span>
        </Meta>
        <Actions>
          {isOwner ? (
            <ButtonLink to={hrefs.myVideos()} $variant="secondary">
              Manage My Videos
            </ButtonLink>
          ) : me ? (
            <SubscribeButton
              channelName={name}
              isSubscribed={status.isSubscribed}
              pending={pending}
              onClick={toggle}
            />
          ) : null}
        </Actions>
      </Text>
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 8px 0 24px;
  text-align: center;

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    align-items: center;
    gap: 24px;
    text-align: left;
  }

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.md} {
    h1 {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: inherit;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: center;
  margin-top: 4px;

  ${({ theme }) => theme.media.sm} {
    justify-content: flex-start;
  }
`;
