import { ButtonLink, EmptyState, hrefs } from '@kinora/shared';

interface ExploreEmptyStateProps {
  title: string;
  message?: string | undefined;
  /** Offer the way to find videos (off where the viewer cannot add any). */
  withExplore?: boolean;
}

/**
 * An empty list of the library (history, likes, subscriptions, a playlist): what fills it, and
 * the way to Explore where videos are found.
 */
export function ExploreEmptyState({ title, message, withExplore = true }: ExploreEmptyStateProps) {
  return (
    <EmptyState
      title={title}
      message={message}
      action={
        withExplore ? (
          <ButtonLink to={hrefs.explore()} $variant="secondary">
            Explore videos
          </ButtonLink>
        ) : undefined
      }
    />
  );
}
