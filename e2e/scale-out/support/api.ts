import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoginResponse, RefreshResponse, RegisterResponse, Video } from '@kinora/shared';

/** Cookie names and the header of the double-submit check (shared/contract/src/constants.ts). */
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

export const PASSWORD = 'scale-out-password-1';

/** A person's session as a command-line client keeps it: the access token and the cookies. */
export interface Account {
  userId: string;
  email: string;
  accessToken: string;
  cookies: Map<string, string>;
}

interface EnvelopeOf<T> {
  data: T;
  message: string;
}

export async function dataOf<T>(response: Response): Promise<T> {
  const body = (await response.json()) as EnvelopeOf<T>;
  return body.data;
}

function keepCookies(cookies: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
}

const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

export const authHeaders = (account: Account) => ({
  authorization: `Bearer ${account.accessToken}`,
});

export async function register(base: string): Promise<Account> {
  const tag = randomBytes(5).toString('hex');
  const email = `scale${tag}@example.com`;
  const response = await fetch(`${base}/api/v1/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `scale${tag}`,
      email,
      fullName: `Scale ${tag}`,
      password: PASSWORD,
    }),
  });
  if (response.status !== 201) {
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  }
  const data = await dataOf<RegisterResponse>(response);
  const cookies = new Map<string, string>();
  keepCookies(cookies, response);
  return { userId: data.user._id, email, accessToken: data.accessToken, cookies };
}

export async function login(
  base: string,
  email: string,
  password: string,
): Promise<{ response: Response; account: Account | null }> {
  const response = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) return { response, account: null };
  const data = await dataOf<LoginResponse>(response);
  const cookies = new Map<string, string>();
  keepCookies(cookies, response);
  return {
    response,
    account: { userId: data.user._id, email, accessToken: data.accessToken, cookies },
  };
}

/** Trades the refresh cookie for a new access token (and a rotated cookie). */
export async function refresh(base: string, account: Account): Promise<Response> {
  const response = await fetch(`${base}/api/v1/users/refresh-token`, {
    method: 'POST',
    headers: {
      cookie: cookieHeader(account.cookies),
      [XSRF_HEADER]: account.cookies.get(XSRF_COOKIE) ?? '',
    },
  });
  if (response.status === 200) {
    keepCookies(account.cookies, response.clone());
    account.accessToken = (await dataOf<RefreshResponse>(response.clone())).accessToken;
  }
  return response;
}

export async function currentUser(base: string, account: Account): Promise<Response> {
  return fetch(`${base}/api/v1/users/current-user`, { headers: authHeaders(account) });
}

/** Uploads a video file (multipart, streamed by the server) and returns the created video. */
export async function uploadVideo(
  base: string,
  account: Account,
  media: { video: string; image: string },
  title: string,
) {
  const form = new FormData();
  form.append('title', title);
  form.append('description', 'Uploaded by the scale-out suite');
  form.append(
    'videoFile',
    new Blob([readFileSync(media.video)], { type: 'video/mp4' }),
    path.basename(media.video),
  );
  form.append(
    'thumbnail',
    new Blob([readFileSync(media.image)], { type: 'image/jpeg' }),
    path.basename(media.image),
  );
  const response = await fetch(`${base}/api/v1/videos`, {
    method: 'POST',
    headers: authHeaders(account),
    body: form,
  });
  if (response.status !== 201) {
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  }
  return dataOf<Video>(response);
}

export async function getVideo(base: string, account: Account, id: string): Promise<Video> {
  const response = await fetch(`${base}/api/v1/videos/${id}`, { headers: authHeaders(account) });
  if (response.status !== 200) throw new Error(`GET video answered ${response.status}`);
  return dataOf<Video>(response);
}
