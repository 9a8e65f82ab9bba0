import { getSubscribedChannels, useAsync, useSearchParams } from '@kinora/shared';

// The page names each list in the interface's language.
const FEED_CHOICES = ['all', 'following'] as const;

export type FeedChoice = (typeof FEED_CHOICES)[number];

// The chosen list lives in the address (?feed=following), so it survives a reload and can be shared.
const FEED_PARAM = 'feed';

function readChoice(value: string | null): FeedChoice | null {
  return FEED_CHOICES.find((choice) => choice === value) ?? null;
}

/**
 * Which posts /community shows. A visitor reads everybody's. A signed-in person reads the list
 * the address names, else Following once they follow a channel and All until then: a new account
 * follows nobody, and an empty personal feed would hide the whole community from it. `feed` is
 * null while that is being found out.
 */
export function useFeedChoice(viewerId: string | null) {
  const [params, setParams] = useSearchParams();
  const named = readChoice(params.get(FEED_PARAM));
  const mustAsk = viewerId !== null && named === null;
  const follows = useAsync(
    mustAsk
      ? () => getSubscribedChannels(viewerId, { limit: 1 }).then((page) => page.totalDocs > 0)
      : null,
    [viewerId],
  );

  let feed: FeedChoice | null;
  if (viewerId === null) feed = 'all';
  else if (named) feed = named;
  else if (follows.state.status === 'loading') feed = null;
  // Not knowing whom they follow, All is the list that cannot come out empty by mistake.
  else feed = follows.state.status === 'success' && follows.state.data ? 'following' : 'all';

  const select = (next: FeedChoice) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(FEED_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  };

  return { feed, select };
}
