import { hrefs } from '@kinora/shared';
import { Navigate } from 'react-router-dom';

/** `/settings` opens its first tab, as the big sites' settings do. */
export function SettingsIndexPage() {
  return <Navigate to={hrefs.settingsProfile()} replace />;
}
