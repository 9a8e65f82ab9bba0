import styled from 'styled-components';
import { useSharedT } from '../i18n/shared-catalogue';
import { hrefs } from '../routing/paths';
import { displayNameOf, formatSubscribers, formatVideos, handleOf } from '../format';
import { Avatar } from './avatar';
import { ChannelBanner } from './channel-banner';
import { ChannelDescription } from './channel-description';
import { pageTitleStyles } from './page-header';
import { LinkTabs } from './tabs';
import type { ChannelProfile } from '../contract';
import type { ReactNode } from 'react';

export interface ChannelHeaderViewProps {
  channel: ChannelProfile;
  /** The count to show, when it has changed since `channel` was read (a subscription). */
  subscribersCount?: number;
  /** What fits the viewer under the description (Subscribe, Customize channel); none when absent. */
  actions?: ReactNode;
}

/**
 * The name a channel goes by.
 * @deprecated Kept for remotes built against it: use `displayNameOf`, the one rule for naming.
 */
export const channelNameOf = (channel: ChannelProfile) => displayNameOf(channel);

/**
 * The channel's banner and identity (avatar, name, @username, subscriber count, number of videos,
 * description), the viewer's actions, and the section tabs, drawn from props alone: the server's
 * first paint draws it too, where there is no session and no API.
 */
export function ChannelHeaderView({
  channel,
  subscribersCount = channel.subscribersCount,
  actions,
}: ChannelHeaderViewProps) {
  const t = useSharedT();
  return (
    <header>
      <ChannelBanner src={channel.coverImage} />
      <Identity>
        <Avatar src={channel.avatar} alt="" size={112} />
        <Text>
          <h1>{displayNameOf(channel)}</h1>
          <Meta>
            <span>{handleOf(channel)}</span>
            <span aria-hidden="true">•</span>
            <span>{formatSubscribers(subscribersCount)}</span>
            <span aria-hidden="true">•</span>
            <span>{formatVideos(channel.videosCount)}</span>
          </Meta>
          <ChannelDescription text={channel.description} />
          <Actions>{actions}</Actions>
        </Text>
      </Identity>
      <LinkTabs
        label={t('Channel sections')}
        tabs={[
          { to: hrefs.channel(channel.username), label: t('Videos'), end: true },
          { to: hrefs.channelPlaylists(channel.username), label: t('Playlists') },
          { to: hrefs.channelCommunity(channel.username), label: t('Community') },
          { to: hrefs.channelAbout(channel.username), label: t('About') },
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
