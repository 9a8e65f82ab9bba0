import { http as mock } from 'msw';
import { waitFor } from '@testing-library/react';
import { notifySessionExpired } from '../api/session-expired';
import { SESSION_CHANNEL_NAME, type SessionMessage } from '../api/session-channel';
import { getAccessToken, setAccessToken } from '../api/token-storage';
import { makeUser } from '../test-utils/fixtures';
import { apiUrl, fail, ok, setupApiServer } from '../test-utils/msw';
import { loginRequestOf, useSession } from './use-session';

const me = makeUser({ username: 'ann' });
let refreshCalls = 0;
let currentUserCalls = 0;
const server = setupApiServer(
  mock.post(apiUrl('/users/refresh-token'), () => {
    refreshCalls += 1;
    return ok({ accessToken: 'fresh', user: me });
  }),
  mock.get(apiUrl('/users/current-user'), ({ request }) => {
    currentUserCalls += 1;
    return request.headers.get('Authorization') === 'Bearer fresh'
      ? ok(me)
      : fail(401, 'jwt expired');
  }),
);

/** Another tab of the same site, listening and talking on the session channel. */
let otherTab: BroadcastChannel;
let heard: SessionMessage[];

function setSessionCookie(present: boolean, name = 'kinora-session') {
  document.cookie = present
    ? `${name}=1; path=/`
    : `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/**
 * Lets the channel deliver: Node's BroadcastChannel hands messages over on a later turn, later
 * still on a busy machine, so what must arrive is awaited with `waitFor` and this pause serves
 * only the checks that nothing changed.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  refreshCalls = 0;
  currentUserCalls = 0;
  localStorage.clear();
  setSessionCookie(false);
  setSessionCookie(false, 'XSRF-TOKEN');
  useSession.setState({ status: 'initializing', user: null });
  heard = [];
  otherTab = new BroadcastChannel(SESSION_CHANNEL_NAME);
  otherTab.onmessage = (event: MessageEvent<SessionMessage>) => heard.push(event.data);
});

afterEach(() => {
  otherTab.close();
  useSession.getState().forget();
});

describe('restoring the session at start-up', () => {
  it('is anonymous at once, with no request, when the browser holds no session cookie', async () => {
    await useSession.getState().restore();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
    expect(refreshCalls).toBe(0);
  });

  it('gets the access token and the user in one request, once for concurrent callers', async () => {
    setSessionCookie(true);
    await Promise.all([useSession.getState().restore(), useSession.getState().restore()]);
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', user: me });
    expect(getAccessToken()).toBe('fresh');
    expect(refreshCalls).toBe(1);
    expect(currentUserCalls).toBe(0);
  });

  it('asks for the user when the refresh answer carries none', async () => {
    setSessionCookie(true);
    server.use(mock.post(apiUrl('/users/refresh-token'), () => ok({ accessToken: 'fresh' })));
    await useSession.getState().restore();
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', user: me });
    expect(currentUserCalls).toBe(1);
  });

  it('restores a session started before the hint cookie existed (only the XSRF cookie)', async () => {
    setSessionCookie(true, 'XSRF-TOKEN');
    await useSession.getState().restore();
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', user: me });
  });

  it('starts anonymous without a session cookie, and initializing with one', () => {
    const initialStatus = () => {
      let status = '';
      jest.isolateModules(() => {
        // A fresh copy of the store, created the way a new page creates it.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const fresh = require('./use-session') as { useSession: typeof useSession };
        status = fresh.useSession.getState().status;
      });
      return status;
    };
    expect(initialStatus()).toBe('anonymous');
    setSessionCookie(true);
    expect(initialStatus()).toBe('initializing');
  });

  it('stays anonymous when the refresh cookie is refused', async () => {
    setSessionCookie(true);
    server.use(mock.post(apiUrl('/users/refresh-token'), () => fail(401, 'Session ended')));
    await useSession.getState().restore();
    expect(useSession.getState().status).toBe('anonymous');
    expect(getAccessToken()).toBeNull();
  });

  it('removes the tokens older versions left in localStorage, and nothing else', async () => {
    localStorage.setItem('accessToken', 'old-access');
    localStorage.setItem('refreshToken', 'old-refresh');
    localStorage.setItem('kinora:theatre', '1');
    await useSession.getState().restore();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('kinora:theatre')).toBe('1');
  });
});

describe('signing in and out', () => {
  it('reads an identifier with an @ as an email, anything else as a username', () => {
    expect(loginRequestOf(' ann@example.test ', 'pw')).toEqual({
      email: 'ann@example.test',
      password: 'pw',
    });
    expect(loginRequestOf('ann', 'pw')).toEqual({ username: 'ann', password: 'pw' });
  });

  it('login keeps the access token in memory only and tells the other tabs', async () => {
    let body: unknown;
    server.use(
      mock.post(apiUrl('/users/login'), async ({ request }) => {
        body = await request.json();
        return ok({ user: me, accessToken: 'acc' });
      }),
    );
    await expect(useSession.getState().login('ann', 'secret1')).resolves.toEqual({ user: me });
    expect(body).toEqual({ username: 'ann', password: 'secret1' });
    expect(getAccessToken()).toBe('acc');
    expect(localStorage.length).toBe(0);
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', user: me });
    await waitFor(() => expect(heard).toEqual([{ type: 'signed-in', token: 'acc', user: me }]));
  });

  it('a failed login rejects with the server message and changes nothing', async () => {
    server.use(mock.post(apiUrl('/users/login'), () => fail(401, 'Invalid email or password.')));
    useSession.setState({ status: 'anonymous' });
    await expect(useSession.getState().login('a@b.c', 'nope12')).rejects.toMatchObject({
      message: 'Invalid email or password.',
    });
    expect(useSession.getState().status).toBe('anonymous');
    expect(getAccessToken()).toBeNull();
  });

  it('register keeps the token and the new user', async () => {
    server.use(
      mock.post(apiUrl('/users/register'), () => ok({ user: me, accessToken: 'acc' }, 201)),
    );
    const form = new FormData();
    form.append('username', 'ann');
    await useSession.getState().register(form);
    expect(getAccessToken()).toBe('acc');
    expect(useSession.getState().user).toEqual(me);
  });

  it('logout forgets the token and the user even when the server call fails, in every tab', async () => {
    server.use(mock.post(apiUrl('/users/logout'), () => fail(500, 'Down')));
    setAccessToken('acc');
    useSession.setState({ status: 'authenticated', user: me });
    await useSession.getState().logout();
    expect(getAccessToken()).toBeNull();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
    await waitFor(() => expect(heard).toEqual([{ type: 'signed-out' }]));
  });

  it('ends when the session expires anywhere on the page', () => {
    setAccessToken('acc');
    useSession.setState({ status: 'authenticated', user: me });
    notifySessionExpired({ refused: true });
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
    expect(getAccessToken()).toBeNull();
  });
});

describe('following the other tabs', () => {
  it('signs out when another tab signs out', async () => {
    setAccessToken('acc');
    useSession.setState({ status: 'authenticated', user: me });
    otherTab.postMessage({ type: 'signed-out' });
    await waitFor(() =>
      expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null }),
    );
    expect(getAccessToken()).toBeNull();
  });

  it('signs in when another tab signs in', async () => {
    useSession.setState({ status: 'anonymous', user: null });
    otherTab.postMessage({ type: 'signed-in', token: 'theirs', user: me });
    await waitFor(() =>
      expect(useSession.getState()).toMatchObject({ status: 'authenticated', user: me }),
    );
    expect(getAccessToken()).toBe('theirs');
  });

  it('takes the token another tab refreshed, unless it is signed out', async () => {
    setAccessToken('old');
    useSession.setState({ status: 'authenticated', user: me });
    otherTab.postMessage({ type: 'token', token: 'rotated' });
    await waitFor(() => expect(getAccessToken()).toBe('rotated'));

    useSession.getState().forget();
    otherTab.postMessage({ type: 'token', token: 'again' });
    await settle();
    expect(getAccessToken()).toBeNull();
  });

  it('ignores messages that are not the session’s', async () => {
    useSession.setState({ status: 'authenticated', user: me });
    otherTab.postMessage({ type: 'signed-in' });
    otherTab.postMessage('hello');
    await settle();
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', user: me });
  });
});
