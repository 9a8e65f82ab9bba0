import {
  type AsyncState,
  type ExternalVideo,
  HOME_CATEGORIES,
  isQuotaError,
  listVideos,
  searchExternalVideos,
  toCardProps,
  useAsync,
  useQuota,
  type Video,
  type VideoCardData,
} from '@kinora/shared';
import { upNextRandom } from '../session-shuffle';

export const UP_NEXT_REQUEST = 10;
export const UP_NEXT_MAX = 10;

/** A few meaningful words of the title, so recommendations stay on topic. */
export function relatedQuery(title: string | null): string {
  const words = (title ?? '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 2)
    .slice(0, 4);
  return words.length > 0 ? words.join(' ') : HOME_CATEGORIES[0];
}

/** Fisher–Yates: every order equally likely. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * Both sources may return the same video (or the one playing): merge, de-duplicate by id, drop
 * the current video, shuffle so the column is not always the newest uploads first, keep at most
 * 10.
 */
export function mergeRecommendations(
  own: Video[],
  external: ExternalVideo[],
  currentId: string,
  random?: () => number,
): VideoCardData[] {
  const seen = new Set<string>([currentId]);
  const merged: VideoCardData[] = [];
  for (const card of [...own, ...external].map(toCardProps)) {
    if (seen.has(card.id)) continue;
    seen.add(card.id);
    merged.push(card);
  }
  return shuffle(merged, random).slice(0, UP_NEXT_MAX);
}

/**
 * 'Up Next': 10 own and 10 related external videos, in an order stable for the session. Either source may fail (or the quota may
 * be spent) without a word: the column just shows what it has, so this never ends in error.
 */
export function useUpNext(videoId: string, title: string | null): AsyncState<VideoCardData[]> {
  return useAsync(async () => {
    // Read once per video: the flag flipping mid-load must not reload the column.
    const quotaExceeded = useQuota.getState().exceeded;
    const own = listVideos({ limit: UP_NEXT_REQUEST }).then((page) => page.docs);
    const external = quotaExceeded
      ? Promise.resolve<ExternalVideo[]>([])
      : searchExternalVideos({ query: relatedQuery(title), maxResults: UP_NEXT_REQUEST }).then(
          (result) => result.videos,
          (error: unknown) => {
            if (isQuotaError(error)) useQuota.getState().markExceeded();
            throw error;
          },
        );
    const [ownResult, externalResult] = await Promise.allSettled([own, external]);
    return mergeRecommendations(
      ownResult.status === 'fulfilled' ? ownResult.value : [],
      externalResult.status === 'fulfilled' ? externalResult.value : [],
      videoId,
      upNextRandom(videoId),
    );
  }, [videoId, title]).state;
}
