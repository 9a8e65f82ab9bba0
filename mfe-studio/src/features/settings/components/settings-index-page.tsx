import { hrefs, Navigate } from '@kinora/shared';

/** `/settings` opens its first tab, as the big sites' settings do. */
export function SettingsIndexPage() {
  return <Navigate to={hrefs.settingsProfile()} replace />;
}
