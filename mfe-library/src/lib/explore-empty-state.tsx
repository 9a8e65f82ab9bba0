import { ButtonLink, EmptyState, hrefs } from '@kinora/shared';
import { useT } from '../i18n';

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
  const t = useT();
  return (
    <EmptyState
      title={title}
      message={message}
      action={
        withExplore ? (
          <ButtonLink to={hrefs.explore()} $variant="secondary">
            {t('Explore videos')}
          </ButtonLink>
        ) : undefined
      }
    />
  );
}
