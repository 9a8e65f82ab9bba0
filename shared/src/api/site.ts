import { callApi } from './http';
import type { ApplicationReceipt, ApplicationRequest, SiteInfo } from '../contract/site';

/** The site's name, description, rules and registration mode: anyone may read them. */
export function getSiteInfo(): Promise<SiteInfo> {
  return callApi('GET /site');
}

/**
 * Where registration needs approval: applies for an account. No account and no session come of
 * it until an admin approves; the applicant then signs in.
 */
export function applyForAccount(body: ApplicationRequest): Promise<ApplicationReceipt> {
  return callApi('POST /users/applications', { body });
}
