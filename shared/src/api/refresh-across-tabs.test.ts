import { delay, http as mock } from 'msw';
// The store follows the other tabs (it takes the tokens they refreshed): load it as the app does.
import { useSession } from '../stores/use-session';
import { makeUser } from '../test-utils/fixtures';
import { apiUrl, fail, ok, setupApiServer } from '../test-utils/msw';
import { http } from './http';
import { REFRESH_LOCK_NAME } from './refresh-lock';
import { SESSION_CHANNEL_NAME, type SessionMessage } from './session-channel';
import { onSessionExpired } from './session-expired';
import { clearAccessToken, getAccessToken, setAccessToken } from './token-storage';

let refreshCalls = 0;
let refreshBehaviour: 'ok' | 'fail' = 'ok';
setupApiServer(
  mock.post(apiUrl('/users/refresh-token'), async () => {
    refreshCalls += 1;
    await delay(10);
    return refreshBehaviour === 'ok' ? ok({ accessToken: 'fresh' }) : fail(401, 'Session ended');
  }),
  mock.get(apiUrl('/protected'), ({ request }) =>
    request.headers.get('Authorization') === 'Bearer fresh'
      ? ok({ ok: true })
      : fail(401, 'Access token expired'),
  ),
);

type LockTask = (lock: { name: string; mode: string }) => Promise<unknown>;

/** A Web Locks stand-in for one browser: exclusive locks granted in the order asked. */
function installLocks() {
  const asked: string[] = [];
  let tail: Promise<unknown> = Promise.resolve();
  const request = (name: string, _options: object, task: LockTask) => {
    asked.push(name);
    const run = tail.then(() => task({ name, mode: 'exclusive' }));
    tail = run.catch(() => undefined);
    return run;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return { asked, request };
}

let otherTab: BroadcastChannel;
let heard: SessionMessage[];
const me = makeUser({ username: 'ann' });

beforeEach(() => {
  refreshCalls = 0;
  refreshBehaviour = 'ok';
  heard = [];
  otherTab = new BroadcastChannel(SESSION_CHANNEL_NAME);
  otherTab.onmessage = (event: MessageEvent<SessionMessage>) => heard.push(event.data);
  setAccessToken('stale');
  useSession.setState({ status: 'authenticated', user: me });
});

afterEach(() => {
  otherTab.close();
  clearAccessToken();
  Reflect.deleteProperty(navigator, 'locks');
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('refreshing with other tabs open', () => {
  it('refreshes inside the site-wide Web Lock and hands the new token to the other tabs', async () => {
    const locks = installLocks();
    await expect(http.get('/protected')).resolves.toMatchObject({ status: 200 });
    expect(locks.asked).toEqual([REFRESH_LOCK_NAME]);
    expect(refreshCalls).toBe(1);
    await settle();
    expect(heard).toEqual([{ type: 'token', token: 'fresh' }]);
  });

  it('waits while another tab refreshes, then uses its token instead of refreshing again', async () => {
    const locks = installLocks();
    let release = () => {};
    // Another tab holds the lock: it is refreshing right now.
    void locks.request(REFRESH_LOCK_NAME, {}, async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });

    const request = http.get('/protected');
    await settle();
    expect(refreshCalls).toBe(0);

    otherTab.postMessage({ type: 'token', token: 'fresh' });
    await settle();
    release();

    await expect(request).resolves.toMatchObject({ status: 200 });
    expect(refreshCalls).toBe(0);
    expect(getAccessToken()).toBe('fresh');
  });

  it('still refreshes once per tab where the browser has no Web Locks', async () => {
    expect('locks' in navigator).toBe(false);
    await Promise.all([http.get('/protected'), http.get('/protected')]);
    expect(refreshCalls).toBe(1);
  });

  it('tells the other tabs to sign out when the refresh cookie is refused', async () => {
    installLocks();
    refreshBehaviour = 'fail';
    const expired = jest.fn();
    const unregister = onSessionExpired(expired);
    await expect(http.get('/protected')).rejects.toMatchObject({ status: 401 });
    unregister();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
    await settle();
    expect(heard).toEqual([{ type: 'signed-out' }]);
  });
});
