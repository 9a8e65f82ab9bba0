import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { XSRF_HEADER } from '../contract/user';
import { apiBaseUrl, http, setApiOrigin } from './http';
import { notificationStreamUrl } from './notifications';
import { clearAccessToken, hasSessionCookie } from './token-storage';
import { logout, login } from './users';

/** An API on another origin than the page (jsdom's is http://localhost). */
const API = 'https://api.example.test/api/v1';

const xsrfSeen: (string | null)[] = [];
let refreshes = 0;

const envelope = (data: unknown) => ({ statusCode: 200, data, message: 'OK', success: true });

const server = setupServer(
  mock.post(`${API}/users/login`, () =>
    HttpResponse.json(envelope({ user: {}, accessToken: 'first' }), {
      headers: { [XSRF_HEADER]: 'token-from-login' },
    }),
  ),
  mock.post(`${API}/users/refresh-token`, ({ request }) => {
    refreshes += 1;
    xsrfSeen.push(request.headers.get(XSRF_HEADER));
    return HttpResponse.json(envelope({ accessToken: `fresh-${refreshes}` }), {
      headers: { [XSRF_HEADER]: `token-from-refresh-${refreshes}` },
    });
  }),
  mock.post(`${API}/users/logout`, ({ request }) => {
    xsrfSeen.push(request.headers.get(XSRF_HEADER));
    return HttpResponse.json(envelope({}));
  }),
  mock.get(`${API}/protected`, ({ request }) =>
    request.headers.get('Authorization')?.startsWith('Bearer fresh')
      ? HttpResponse.json(envelope({ fine: true }))
      : HttpResponse.json(
          { statusCode: 401, message: 'expired', errors: [], success: false },
          { status: 401 },
        ),
  ),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setApiOrigin('https://api.example.test');
});
afterAll(() => {
  server.close();
  setApiOrigin(window.location.origin);
});
beforeEach(() => {
  xsrfSeen.length = 0;
  refreshes = 0;
  localStorage.clear();
  clearAccessToken();
});

describe('an API on another origin', () => {
  it('is where every request and the notification stream go', () => {
    expect(apiBaseUrl()).toBe(API);
    expect(notificationStreamUrl('t1')).toBe(`${API}/notifications/stream?ticket=t1`);
  });

  it('gets the XSRF token it sent in a header back, though the page cannot read its cookie', async () => {
    expect(hasSessionCookie()).toBe(false);
    await login({ email: 'a@example.com', password: 'secret-password' });
    expect(hasSessionCookie()).toBe(true);

    // An expired access token: the refresh carries the token from the login answer, and the
    // next one carries the rotated token.
    await http.get('/protected');
    expect(xsrfSeen).toEqual(['token-from-login']);
    clearAccessToken();
    await http.get('/protected');
    expect(xsrfSeen).toEqual(['token-from-login', 'token-from-refresh-1']);
  });

  it('forgets the token on logout', async () => {
    await login({ email: 'a@example.com', password: 'secret-password' });
    await logout();
    expect(xsrfSeen).toEqual(['token-from-login']);
    expect(hasSessionCookie()).toBe(false);
  });
});
