import {
  idOf,
  numberedPages,
  type Page,
  type PagedList,
  type PageQuery,
  type Post,
  useBlocksRevision,
  usePagedList,
} from '@kinora/shared';
import type { DependencyList } from 'react';

/** Posts asked for per request: a screenful on a phone, enough to scroll on a desktop. */
export const POSTS_PAGE_SIZE = 10;

export type FetchPostsPage = (query: PageQuery) => Promise<Page<Post>>;

/**
 * A list of posts read `POSTS_PAGE_SIZE` at a time. `fetchPage` null means nothing to load yet;
 * a change of `deps` (a sign-in, another channel) starts over from the newest posts, and so does
 * a block, which takes the blocked person's posts out.
 */
export function usePostList(
  fetchPage: FetchPostsPage | null,
  deps: DependencyList,
): PagedList<Post> {
  const blocks = useBlocksRevision();
  return usePagedList(
    fetchPage ? numberedPages((page) => fetchPage({ page, limit: POSTS_PAGE_SIZE })) : null,
    { keyOf: idOf, deps: [...deps, blocks] },
  );
}
