import {
  type AsyncResult,
  countVideoView,
  displayNameOf,
  getExternalVideo,
  getVideo,
  isOwnVideoId,
  useAsync,
  type Video,
  usePolling,
} from '@kinora/shared';
import { useCallback, useEffect } from 'react';
import type { WatchVideo } from '../types';

/** How often a processing video is asked about again: progress moves in seconds, not frames. */
export const PROCESSING_POLL_MS = 4000;

/** Fresh links are asked for this long before the current ones stop working. */
export const LINK_REFRESH_MARGIN_MS = 2 * 60_000;
/** Never sooner than this: a clock far off the server's must not turn refreshing into a loop. */
const LINK_REFRESH_MIN_WAIT_MS = 60_000;

function fromOwnVideo(video: Video): WatchVideo {
  return {
    id: video._id,
    external: false,
    title: video.title,
    description: video.description,
    thumbnail: video.thumbnail,
    src: video.videofile,
    status: video.status,
    visibility: video.visibility,
    processing: video.processing ?? null,
    failureReason: video.failureReason ?? null,
    streams: video.streams ?? null,
    captions: video.captions ?? [],
    linksExpireAt: video.linksExpireAt ?? null,
    resumePosition: video.resumePosition ?? null,
    views: video.views,
    duration: video.duration > 0 ? video.duration : null,
    publishedAt: video.createdAt,
    likesCount: 0,
    owner: {
      id: video.owner._id,
      username: video.owner.username,
      name: displayNameOf(video.owner),
      avatar: video.owner.avatar,
    },
    subscribersCount: video.subscribersCount ?? null,
    commentPolicy: video.commentPolicy ?? 'on',
    sensitive: video.sensitive,
  };
}

async function loadWatchVideo(videoId: string): Promise<WatchVideo> {
  if (isOwnVideoId(videoId)) return fromOwnVideo(await getVideo(videoId));
  const video = await getExternalVideo(videoId);
  return {
    id: video.videoId,
    external: true,
    title: video.title,
    description: video.description,
    thumbnail: video.thumbnail,
    src: null,
    status: 'ready',
    visibility: 'public',
    processing: null,
    failureReason: null,
    streams: null,
    captions: [],
    linksExpireAt: null,
    resumePosition: null,
    views: video.views,
    duration: video.duration > 0 ? video.duration : null,
    publishedAt: video.publishedAt || null,
    likesCount: video.likes,
    owner: { id: null, username: null, name: video.channelTitle, avatar: null },
    subscribersCount: null,
    commentPolicy: 'on',
    // YouTube's videos carry no such mark here.
    sensitive: false,
  };
}

export interface WatchVideoResult extends AsyncResult<WatchVideo> {
  /** Asks for the video again, in place, for fresh media links (the player keeps its place). */
  refreshLinks: () => void;
}

/**
 * A 24-hex id is one of ours (`GET /videos/:id`); anything else is YouTube's. While an own video
 * is processing it is fetched again every few seconds, in place, until it is ready or failed; a
 * video whose media links are signed is fetched again before they end, so a long watch goes on.
 */
export function useWatchVideo(videoId: string): WatchVideoResult {
  const result = useAsync(() => loadWatchVideo(videoId), [videoId]);
  const { state, setData } = result;
  const processing = state.status === 'success' && state.data.status === 'processing';
  const linksExpireAt = state.status === 'success' ? state.data.linksExpireAt : null;
  const refetch = useCallback(async () => {
    const fresh = fromOwnVideo(await getVideo(videoId));
    setData((current) => (current.id === fresh.id ? fresh : current));
  }, [videoId, setData]);
  const refreshLinks = useCallback(() => {
    // A failed refresh leaves the player as it is: its next dead link asks again.
    refetch().catch(() => undefined);
  }, [refetch]);
  usePolling(refetch, processing ? PROCESSING_POLL_MS : null);
  // Reading the video counts nothing: the page reports one view once it is ready to play (a
  // processing video shown here is not watched yet, and its polls are not views).
  const watchable =
    state.status === 'success' && !state.data.external && state.data.status === 'ready';
  useEffect(() => {
    if (!watchable) return;
    countVideoView(videoId).then(
      ({ views }) =>
        setData((current) => (current.id === videoId ? { ...current, views } : current)),
      // A view not counted costs the viewer nothing.
      () => undefined,
    );
  }, [videoId, watchable, setData]);
  useEffect(() => {
    if (!linksExpireAt) return undefined;
    const wait = Date.parse(linksExpireAt) - Date.now() - LINK_REFRESH_MARGIN_MS;
    const timer = setTimeout(refreshLinks, Math.max(wait, LINK_REFRESH_MIN_WAIT_MS));
    return () => clearTimeout(timer);
  }, [linksExpireAt, refreshLinks]);
  return { ...result, refreshLinks };
}
