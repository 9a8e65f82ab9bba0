import { http as mock } from 'msw';
import { notifySessionExpired } from '../api/session-expired';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../api/token-storage';
import { makeUser } from '../test-utils/fixtures';
import { apiUrl, fail, ok, setupApiServer } from '../test-utils/msw';
import { useSession } from './use-session';

const me = makeUser({ username: 'ann' });
const server = setupApiServer(
  mock.post(apiUrl('/users/refresh-token'), () => fail(401, 'No session')),
);

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ status: 'initializing', user: null });
});

describe('useSession', () => {
  it('is anonymous at once without a stored token', async () => {
    await useSession.getState().restore();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('restores the user behind a stored token, with one request for concurrent callers', async () => {
    let calls = 0;
    server.use(
      mock.get(apiUrl('/users/current-user'), () => {
        calls += 1;
        return ok(me);
      }),
    );
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    await Promise.all([useSession.getState().restore(), useSession.getState().restore()]);
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', user: me });
    expect(calls).toBe(1);
  });

  it('drops a token the server refuses and stays anonymous', async () => {
    server.use(mock.get(apiUrl('/users/current-user'), () => fail(401, 'jwt expired')));
    localStorage.setItem(ACCESS_TOKEN_KEY, 'stale');
    await useSession.getState().restore();
    expect(useSession.getState().status).toBe('anonymous');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('login stores only the access token and the user', async () => {
    server.use(
      mock.post(apiUrl('/users/login'), () =>
        ok({ user: me, accessToken: 'acc', refreshToken: 'ref' }),
      ),
    );
    await expect(useSession.getState().login('ann@example.test', 'secret1')).resolves.toEqual(me);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('acc');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', user: me });
  });

  it('a failed login rejects with the server message and changes nothing', async () => {
    server.use(mock.post(apiUrl('/users/login'), () => fail(401, 'Invalid email or password')));
    useSession.setState({ status: 'anonymous' });
    await expect(useSession.getState().login('a@b.c', 'nope12')).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(useSession.getState().status).toBe('anonymous');
  });

  it('register stores the token and the new user', async () => {
    server.use(
      mock.post(apiUrl('/users/register'), () => ok({ user: me, accessToken: 'acc' }, 201)),
    );
    const form = new FormData();
    form.append('username', 'ann');
    await useSession.getState().register(form);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('acc');
    expect(useSession.getState().user).toEqual(me);
  });

  it('logout clears both tokens and the user even when the server call fails', async () => {
    server.use(mock.post(apiUrl('/users/logout'), () => fail(500, 'Down')));
    localStorage.setItem(ACCESS_TOKEN_KEY, 'acc');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'ref');
    useSession.setState({ status: 'authenticated', user: me });
    await useSession.getState().logout();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('ends when the session expires anywhere on the page', () => {
    useSession.setState({ status: 'authenticated', user: me });
    notifySessionExpired();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });
});
