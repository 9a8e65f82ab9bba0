import { COMMUNITY_ROW_QUERY, listVideos, useAsync, type Video } from '@kinora/shared';

/**
 * The site's own trending videos (`GET /videos?sortBy=trending`): recent uploads ranked by views
 * weighted by age. Independent of YouTube, so it loads even when the quota is spent.
 */
/** `null` while loading; a failure counts as no videos. */
export function useCommunityRow(): Video[] | null {
  const { state } = useAsync(
    // The server asks for this with the shell page: the same query, to the letter.
    () => listVideos(COMMUNITY_ROW_QUERY).then((page) => page.docs),
    [],
  );
  // Still loading: null. A failure hides the row as an empty one would.
  if (state.status === 'success') return state.data;
  return state.status === 'error' ? [] : null;
}
