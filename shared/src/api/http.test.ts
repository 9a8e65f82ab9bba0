import { delay, http as mock, HttpResponse } from 'msw';
import { apiUrl, fail, ok, setupApiServer } from '../test-utils/msw';
import { ApiError, getErrorMessage } from './api-error';
import { http } from './http';
import { onSessionExpired } from './session-expired';
import { clearAccessToken, getAccessToken, setAccessToken } from './token-storage';
import { getCurrentUser, login } from './users';

let refreshCalls = 0;
let refreshBehaviour: 'ok' | 'fail' = 'ok';

const server = setupApiServer(
  mock.post(apiUrl('/users/refresh-token'), async () => {
    refreshCalls += 1;
    await delay(20);
    return refreshBehaviour === 'ok'
      ? ok({ accessToken: 'fresh' })
      : fail(401, 'Refresh token expired');
  }),
  // Answers only the token the refresh hands out, like a server whose old token expired.
  mock.get(apiUrl('/protected/:n'), ({ request, params }) =>
    request.headers.get('Authorization') === 'Bearer fresh'
      ? ok({ n: params.n })
      : fail(401, 'Access token expired'),
  ),
);

beforeEach(() => {
  refreshCalls = 0;
  refreshBehaviour = 'ok';
  localStorage.clear();
  clearAccessToken();
});

describe('the http client', () => {
  it('has no timeout and sends cookies to the API on its own origin', () => {
    expect(http.defaults.baseURL).toBe('/api/v1');
    expect(http.defaults.withCredentials).toBe(true);
    expect(http.defaults.timeout).toBe(0);
  });

  it('sends the stored access token as a Bearer header, and none without one', async () => {
    const seen: (string | null)[] = [];
    server.use(
      mock.get(apiUrl('/echo'), ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return ok(null);
      }),
    );
    await http.get('/echo');
    setAccessToken('abc');
    await http.get('/echo');
    expect(seen).toEqual([null, 'Bearer abc']);
  });
});

describe('401 handling', () => {
  it('refreshes once, stores the new token and replays the request', async () => {
    setAccessToken('stale');
    const response = await http.get<{ data: { n: string } }>('/protected/1');
    expect(response.data.data).toEqual({ n: '1' });
    expect(refreshCalls).toBe(1);
    expect(getAccessToken()).toBe('fresh');
    expect(localStorage.length).toBe(0);
  });

  it('shares one refresh call between concurrent 401s', async () => {
    setAccessToken('stale');
    const results = await Promise.all(
      ['1', '2', '3', '4'].map((n) => http.get<{ data: { n: string } }>(`/protected/${n}`)),
    );
    expect(results.map((r) => r.data.data.n)).toEqual(['1', '2', '3', '4']);
    expect(refreshCalls).toBe(1);
  });

  it('replays at most once', async () => {
    setAccessToken('stale');
    server.use(mock.get(apiUrl('/always-401'), () => fail(401, 'Nope')));
    await expect(http.get('/always-401')).rejects.toMatchObject({ status: 401, message: 'Nope' });
    expect(refreshCalls).toBe(1);
  });

  it('on a failed refresh clears storage and calls the session-expired handler once', async () => {
    refreshBehaviour = 'fail';
    setAccessToken('stale');
    localStorage.setItem('unrelated', 'x');
    const handler = jest.fn();
    const unregister = onSessionExpired(handler);

    const outcomes = await Promise.allSettled([http.get('/protected/1'), http.get('/protected/2')]);

    unregister();
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    const [first] = outcomes;
    expect(first?.status === 'rejected' && first.reason).toBeInstanceOf(ApiError);
    expect(first?.status === 'rejected' && first.reason).toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
    // The server refused the session: the page may say it was ended elsewhere.
    expect(handler).toHaveBeenCalledWith({ refused: true });
    expect(localStorage.length).toBe(0);
    expect(getAccessToken()).toBeNull();
  });

  it('keeps a silent request (start-up restore) from calling the handler', async () => {
    refreshBehaviour = 'fail';
    setAccessToken('stale');
    server.use(mock.get(apiUrl('/users/current-user'), () => fail(401, 'Expired')));
    const handler = jest.fn();
    const unregister = onSessionExpired(handler);
    await expect(getCurrentUser({ silentSessionExpiry: true })).rejects.toMatchObject({
      status: 401,
    });
    unregister();
    expect(handler).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
  });

  it('does not refresh for a request whose session ended on this page while it was out', async () => {
    setAccessToken('stale');
    let arrived = () => {};
    const sent = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    server.use(
      mock.get(apiUrl('/slow-401'), async () => {
        arrived();
        await delay(20);
        return fail(401, 'Session ended');
      }),
    );
    const handler = jest.fn();
    const unregister = onSessionExpired(handler);
    const request = http.get('/slow-401');
    await sent;
    clearAccessToken();
    await expect(request).rejects.toMatchObject({ status: 401, message: 'Session ended' });
    unregister();
    expect(refreshCalls).toBe(0);
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not refresh when login itself answers 401', async () => {
    server.use(mock.post(apiUrl('/users/login'), () => fail(401, 'Invalid email or password')));
    await expect(login({ email: 'a@b.c', password: 'wrong1' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(refreshCalls).toBe(0);
  });
});

describe('error normalisation', () => {
  it('uses the envelope message', async () => {
    server.use(
      mock.get(apiUrl('/boom'), () =>
        fail(400, 'email must be a valid email', [{ field: 'email', message: 'invalid' }]),
      ),
    );
    const error = await http.get('/boom').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'email must be a valid email',
      serverMessage: 'email must be a valid email',
      errors: [{ field: 'email', message: 'invalid' }],
    });
    expect(getErrorMessage(error, 'Fallback')).toBe('email must be a valid email');
  });

  it('falls back to a generic message when the body has none', async () => {
    server.use(
      mock.get(apiUrl('/html'), () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
    );
    const error = await http.get('/html').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, serverMessage: null });
    expect(getErrorMessage(error, 'Failed to load content.')).toBe('Failed to load content.');
  });

  it('gives status 0 for network errors', async () => {
    server.use(mock.get(apiUrl('/offline'), () => HttpResponse.error()));
    const error = await http.get('/offline').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, serverMessage: null });
  });

  it('treats a non-2xx redirect-free status as failure', async () => {
    server.use(mock.get(apiUrl('/not-modified'), () => new HttpResponse(null, { status: 304 })));
    await expect(http.get('/not-modified')).rejects.toMatchObject({ status: 304 });
  });
});
