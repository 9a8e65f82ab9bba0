import { apiUrl, ok, page } from '@kinora/shared/test-utils';
import { http as mock, type RequestHandler } from 'msw';
import type { Comment, ExternalVideoDetails, Video } from '@kinora/shared';

/** Test-only: the calls a watch page makes, answered with quiet defaults. */
export function ownVideoHandlers(
  video: Video,
  { comments = [] as Comment[], likes = { isLiked: false, likesCount: 7 } } = {},
): RequestHandler[] {
  return [
    mock.get(apiUrl(`/videos/${video._id}`), () => ok(video)),
    mock.post(apiUrl(`/videos/${video._id}/views`), () =>
      ok({ videoId: video._id, views: video.views }),
    ),
    mock.get(apiUrl(`/likes/video/${video._id}`), () => ok(likes)),
    mock.get(apiUrl(`/subscriptions/c/${video.owner._id}`), () =>
      ok({ isSubscribed: false, subscribersCount: video.subscribersCount ?? 0 }),
    ),
    mock.get(apiUrl(`/comments/${video._id}`), () => ok(page(comments))),
    ...upNextHandlers(),
  ];
}

export function externalVideoHandlers(video: ExternalVideoDetails): RequestHandler[] {
  return [
    mock.get(apiUrl(`/youtube/video/${video.videoId}`), () => ok(video)),
    mock.get(apiUrl(`/comments/yt/${video.videoId}`), () => ok(page([]))),
    mock.get(apiUrl(`/youtube/comments/${video.videoId}`), () =>
      ok({ docs: [], pageInfo: { totalResults: 0 }, hasNextPage: false, nextPageToken: null }),
    ),
    ...upNextHandlers(),
  ];
}

export function upNextHandlers(own: Video[] = [], external: ExternalVideoDetails[] = []) {
  return [
    mock.get(apiUrl('/videos'), () => ok(page(own))),
    mock.get(apiUrl('/youtube/search'), () =>
      ok({ videos: external, nextPageToken: null, hasNextPage: false }),
    ),
  ];
}
