import { useSiteInfo, type RegistrationMode } from '@kinora/shared';

/**
 * How the site takes new accounts. Until it answers, and if it cannot, the form is the open one:
 * the usual form shows at once instead of flashing, and the server refuses what it must anyway.
 */
export function useRegistrationMode(): RegistrationMode {
  const { state } = useSiteInfo();
  return state.status === 'success' ? state.data.registration : 'open';
}
