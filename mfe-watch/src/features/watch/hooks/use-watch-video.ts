import { getExternalVideo, getVideo, isOwnVideoId } from '@kinora/shared';
import { type AsyncResult, useAsync } from '../../../lib/use-async';
import type { WatchVideo } from '../types';

async function loadWatchVideo(videoId: string): Promise<WatchVideo> {
  if (isOwnVideoId(videoId)) {
    const video = await getVideo(videoId);
    return {
      id: video._id,
      external: false,
      title: video.title,
      description: video.description,
      thumbnail: video.thumbnail,
      src: video.videofile,
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
  const video = await getExternalVideo(videoId);
  return {
    id: video.videoId,
    external: true,
    title: video.title,
    description: video.description,
    thumbnail: video.thumbnail,
    src: null,
    views: video.views,
    publishedAt: video.publishedAt || null,
    likesCount: video.likes,
    owner: { id: null, username: null, name: video.channelTitle, avatar: null },
    subscribersCount: null,
  };
}

/** A 24-hex id is one of ours (`GET /videos/:id`); anything else is YouTube's. */
export function useWatchVideo(videoId: string): AsyncResult<WatchVideo> {
  return useAsync(() => loadWatchVideo(videoId), [videoId]);
}
