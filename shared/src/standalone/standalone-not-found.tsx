import { EmptyState, useLocation } from '@kinora/shared';

export function StandaloneNotFound() {
  const { pathname } = useLocation();
  return (
    <EmptyState
      title="Not part of this remote"
      message={`${pathname} belongs to another app; open it through the shell (pnpm dev).`}
    />
  );
}
