import {
  type AsyncResult,
  getExternalVideo,
  getVideo,
  isOwnVideoId,
  useAsync,
  type Video,
  usePolling,
} from '@kinora/shared';
import type { WatchVideo } from '../types';

/** How often a processing video is asked about again: progress moves in seconds, not frames. */
export const PROCESSING_POLL_MS = 4000;

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
    resumePosition: video.resumePosition ?? null,
    views: video.views,
    publishedAt: video.createdAt,
    likesCount: 0,
    owner: {
      id: video.owner._id,
      username: video.owner.username,
      name: video.owner.username,
      avatar: video.owner.avatar,
    },
    subscribersCount: video.subscribersCount ?? null,
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
    resumePosition: null,
    views: video.views,
    publishedAt: video.publishedAt || null,
    likesCount: video.likes,
    owner: { id: null, username: null, name: video.channelTitle, avatar: null },
    subscribersCount: null,
  };
}

/**
 * A 24-hex id is one of ours (`GET /videos/:id`); anything else is YouTube's. While an own video
 * is processing it is fetched again every few seconds, in place, until it is ready or failed.
 */
export function useWatchVideo(videoId: string): AsyncResult<WatchVideo> {
  const result = useAsync(() => loadWatchVideo(videoId), [videoId]);
  const { state, setData } = result;
  const processing = state.status === 'success' && state.data.status === 'processing';
  usePolling(
    async () => {
      const fresh = fromOwnVideo(await getVideo(videoId));
      setData((current) => (current.id === fresh.id ? fresh : current));
    },
    processing ? PROCESSING_POLL_MS : null,
  );
  return result;
}
