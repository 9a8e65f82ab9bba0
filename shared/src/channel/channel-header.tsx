import styled from 'styled-components';
import { hrefs } from '../routing/paths';
import { formatSubscribers, formatVideos } from '../format';
import { useCurrentUser } from '../stores/use-session';
import { Avatar } from '../ui/avatar';
import { ButtonLink } from '../ui/button';
import { SubscribeButton } from '../ui/subscribe-button';
import { pageTitleStyles } from '../ui/page-header';
import { LinkTabs } from '../ui/tabs';
import { ChannelBanner } from './channel-banner';
import { ChannelDescription } from './channel-description';
import { useSubscriptionToggle } from './use-subscription-toggle';
import type { ChannelProfile } from '../contract';
import type { ReactNode } from 'react';

export interface ChannelHeaderProps {
  channel: ChannelProfile;
  /**
   * What the channel's owner sees in place of Subscribe on this tab (a 'Manage My Videos' link on
   * Videos, 'Add Post' on Community). Others see Subscribe when signed in.
   */
  ownerActions?: ReactNode;
}

/**
 * The channel's banner and identity (avatar, name, @username, live subscriber count, number of
 * videos, description), the actions that fit the viewer, and the section tabs. Every tab of a channel
 * renders this same header, so moving between tabs changes only what is under it.
 */
export function ChannelHeader({ channel, ownerActions }: ChannelHeaderProps) {
  const me = useCurrentUser();
  const isOwner = me?._id === channel._id;
  const name = channel.fullName.trim() || channel.username;
  const { status, pending, toggle } = useSubscriptionToggle(
    channel._id,
    { isSubscribed: channel.isSubscribed, subscribersCount: channel.subscribersCount },
    { announce: true },
  );

  return (
    <header>
      <ChannelBanner src={channel.coverImage} />
      <Identity>
        <Avatar src={channel.avatar} alt="" size={112} />
        <Text>
          <h1>{name}</h1>
          <Meta>
            <span>@{channel.username}</span>
            <span aria-hidden="true">•</span>
            <span>{formatSubscribers(status.subscribersCount)}</span>
            <span aria-hidden="true">•</span>
            <span>{formatVideos(channel.videosCount)}</span>
          </Meta>
          <ChannelDescription text={channel.description} />
          <Actions>
            {isOwner ? (
              <>
                <ButtonLink to={hrefs.settingsProfile()} $variant="secondary" $size="md">
                  Customize channel
                </ButtonLink>
                {ownerActions}
              </>
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
      </Identity>
      <LinkTabs
        label="Channel sections"
        tabs={[
          { to: hrefs.channel(channel.username), label: 'Videos', end: true },
          { to: hrefs.channelPlaylists(channel.username), label: 'Playlists' },
          { to: hrefs.channelCommunity(channel.username), label: 'Community' },
          { to: hrefs.channelAbout(channel.username), label: 'About' },
        ]}
      />
    </header>
  );
}

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 16px 0 24px;
  text-align: center;

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    gap: 24px;
    text-align: left;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;

  ${pageTitleStyles}
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.sm} {
    justify-content: flex-start;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: center;
  margin-top: 4px;

  &:empty {
    display: none;
  }

  ${({ theme }) => theme.media.sm} {
    justify-content: flex-start;
  }
`;
