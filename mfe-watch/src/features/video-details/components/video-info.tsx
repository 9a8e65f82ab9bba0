import {
  Avatar,
  ButtonLink,
  formatSubscribers,
  getSubscriptionStatus,
  handleOf,
  hrefs,
  SubscribeButton,
  type SubscriptionStatus,
  useCurrentUser,
  Link,
} from '@kinora/shared';
import { useSubscriptionToggle } from '@kinora/shared/channel';
import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { LikeButton } from './like-button';
import { OwnerBadges } from './owner-badges';
import { SaveButton } from './save-button';
import { VideoDescription } from './video-description';
import type { WatchVideo } from '../types';

/** The channel's live subscription status (the count in the video may be older). */
function useOwnerStatus(channelId: string | null, initialCount: number | null) {
  const me = useCurrentUser();
  const [status, setStatus] = useState<SubscriptionStatus>({
    isSubscribed: false,
    subscribersCount: initialCount ?? 0,
  });
  useEffect(() => {
    if (!channelId) return undefined;
    let current = true;
    getSubscriptionStatus(channelId).then(
      (next) => {
        if (current) setStatus(next);
      },
      () => undefined, // The count from the video stays; subscribing still works.
    );
    return () => {
      current = false;
    };
  }, [channelId, me?._id]);
  return status;
}

interface VideoInfoProps {
  video: WatchVideo;
  /** The Share button, between Like and Save: sharing is a feature of its own. */
  share: ReactNode;
  /** The "…" menu after Save (Report), where the page offers one. */
  more?: ReactNode;
}

/** Title, channel row with Subscribe, Like, Share, Save and more, then the description. */
export function VideoInfo({ video, share, more }: VideoInfoProps) {
  const t = useT();
  const me = useCurrentUser();
  const isOwner = Boolean(me && video.owner.id === me._id);
  const initial = useOwnerStatus(video.owner.id, video.subscribersCount);
  const subscription = useSubscriptionToggle(video.owner.id, initial);
  const { owner } = video;

  return (
    <Info>
      {isOwner ? <OwnerBadges video={video} /> : null}
      <h1>{video.title}</h1>
      <Bar>
        <Channel>
          <Avatar src={owner.avatar} alt="" size={40} />
          <div>
            {owner.username ? (
              <ChannelLink to={hrefs.channel(owner.username)}>{owner.name}</ChannelLink>
            ) : (
              <strong>{owner.name}</strong>
            )}
            {/* The handle tells two channels of one name apart; YouTube's have none here. */}
            {owner.id ? (
              <Muted>
                {owner.username ? (
                  <>
                    <Handle>{handleOf({ username: owner.username })}</Handle>
                    <span aria-hidden="true">·</span>
                  </>
                ) : null}
                <span>{formatSubscribers(subscription.status.subscribersCount)}</span>
              </Muted>
            ) : null}
          </div>
          {/* Where others subscribe, the owner goes to edit: the big sites' shortcut. */}
          {isOwner ? (
            <ButtonLink to={hrefs.editVideo(video.id)} $variant="secondary">
              {t('Edit video')}
            </ButtonLink>
          ) : owner.id ? (
            <SubscribeButton
              channelName={owner.name}
              isSubscribed={subscription.status.isSubscribed}
              pending={subscription.pending}
              onClick={subscription.toggle}
            />
          ) : null}
        </Channel>
        <Actions>
          <LikeButton
            videoId={video.id}
            disabled={video.external}
            fallbackCount={video.likesCount}
          />
          {share}
          <SaveButton videoId={video.id} />
          {more}
        </Actions>
      </Bar>
      <VideoDescription
        description={video.description}
        views={video.views}
        publishedAt={video.publishedAt}
      />
    </Info>
  );
}

const Info = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 12px;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
`;

const Channel = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;

  > div {
    display: flex;
    flex-direction: column;
    min-width: 0;
    margin-right: 12px;
  }
`;

const ChannelLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
`;

/* A long handle gives way (cut with an ellipsis); the subscriber count always shows whole. */
const Muted = styled.span`
  display: flex;
  gap: 4px;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

/* The only part allowed below its width (flex items keep theirs unless told otherwise). */
const Handle = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
