import { listVideos, useAsync, type Video } from '@kinora/shared';

export const COMMUNITY_ROW_SIZE = 12;

/**
 * The site's own trending videos (`GET /videos?sortBy=trending`): recent uploads ranked by views
 * weighted by age. Independent of YouTube, so it loads even when the quota is spent.
 */
/** `null` while loading; a failure counts as no videos. */
export function useCommunityRow(): Video[] | null {
  const { state } = useAsync(
    () => listVideos({ sortBy: 'trending', limit: COMMUNITY_ROW_SIZE }).then((page) => page.docs),
    [],
  );
  // Still loading: null. A failure hides the row as an empty one would.
  if (state.status === 'success') return state.data;
  return state.status === 'error' ? [] : null;
}
