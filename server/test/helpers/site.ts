import { expect } from 'vitest';
import { dataOf, type TestApp, type TestUser } from './app';
import type {
  Application,
  ApplicationRequest,
  Page,
  RegistrationMode,
  SiteSettings,
} from '@kinora/contract';

/** The site's settings as an admin reads them. */
export async function siteSettings(t: TestApp, admin: TestUser): Promise<SiteSettings> {
  const res = await t.inject({ method: 'GET', url: '/admin/settings', headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<SiteSettings>(res);
}

/** Sets the registration mode, keeping the other settings. */
export async function setRegistration(
  t: TestApp,
  admin: TestUser,
  registration: RegistrationMode,
): Promise<void> {
  const res = await t.inject({
    method: 'PUT',
    url: '/admin/settings',
    headers: admin.headers,
    payload: { ...(await siteSettings(t, admin)), registration },
  });
  expect(res.statusCode, res.body).toBe(200);
}

let applicantCounter = 0;

/** The fields of a fresh application (unique name and email unless given). */
export function applicationFields(fields: Partial<ApplicationRequest> = {}): ApplicationRequest {
  applicantCounter += 1;
  const tag = `${applicantCounter}${Math.random().toString(16).slice(2, 8)}`;
  return {
    username: `applicant${tag}`,
    email: `applicant${tag}@example.com`,
    fullName: `Applicant ${tag}`,
    password: 'applicant-password',
    reason: 'I film birds and would like to share them.',
    ...fields,
  };
}

export const apply = (t: TestApp, payload: Partial<ApplicationRequest>) =>
  t.inject({ method: 'POST', url: '/users/applications', payload });

/** Applies (registration must need approval) and answers the application as admins list it. */
export async function applyAs(
  t: TestApp,
  admin: TestUser,
  fields: Partial<ApplicationRequest> = {},
): Promise<Application & { password: string }> {
  const payload = applicationFields(fields);
  const res = await apply(t, payload);
  expect(res.statusCode, res.body).toBe(201);
  expect(dataOf(res)).toEqual({ status: 'pending' });
  const found = await findApplication(t, admin, payload.username.toLowerCase());
  return { ...found, password: payload.password };
}

/** The pending application of `username`, from the admins' list. */
export async function findApplication(
  t: TestApp,
  admin: TestUser,
  username: string,
  status = 'pending',
): Promise<Application> {
  for (let page = 1; ; page += 1) {
    const res = await t.inject({
      method: 'GET',
      url: `/admin/applications?status=${status}&limit=50&page=${page}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { docs, hasNextPage } = dataOf<Page<Application>>(res);
    const found = docs.find((a) => a.username === username);
    if (found) return found;
    if (!hasNextPage) throw new Error(`no ${status} application of ${username}`);
  }
}

export const decide = (
  t: TestApp,
  admin: TestUser,
  applicationId: string,
  payload: { decision: 'approve' | 'refuse'; reason?: string },
) =>
  t.inject({
    method: 'POST',
    url: `/admin/applications/${applicationId}/decision`,
    headers: admin.headers,
    payload,
  });

export const signIn = (t: TestApp, payload: Record<string, string>) =>
  t.inject({ method: 'POST', url: '/users/login', payload });
