import { EmptyState, useLocation, useSharedT } from '@kinora/shared';

export function StandaloneNotFound() {
  const t = useSharedT();
  const { pathname } = useLocation();
  return (
    <EmptyState
      title={t('Not part of this remote')}
      message={t('{{pathname}} belongs to another app; open it through the shell (pnpm dev).', {
        pathname,
      })}
    />
  );
}
