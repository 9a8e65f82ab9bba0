import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { makeUser } from '../test-utils/fixtures';
import { apiUrl, fail, ok, setupApiServer } from '../test-utils/msw';
import { resetStores } from '../test-utils/render-with-providers';
import { useSensitiveContentMode } from './use-sensitive-content-mode';
import { setSiteInfo, useSiteInfo } from './use-site-info';
import type { SiteInfo } from '../contract/site';
import type { SensitiveContentMode } from '../contract/video';

const site = (sensitiveContent: SensitiveContentMode): SiteInfo => ({
  requireEmailVerification: false,
  name: 'Kinora',
  description: '',
  rules: '',
  registration: 'open',
  sensitiveContent,
});

const server = setupApiServer();

/** Answers `GET /site` with `info` and counts the requests. */
function serveSite(info: SiteInfo) {
  const asked = { count: 0 };
  server.use(
    http.get(apiUrl('/site'), () => {
      asked.count += 1;
      return ok(info);
    }),
  );
  return asked;
}

/** Long enough for a request made on mount to reach the handler. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('useSensitiveContentMode', () => {
  it('is the signed-in person’s own choice, without asking the site', async () => {
    resetStores(makeUser({ sensitiveContent: 'hide' }));
    const asked = serveSite(site('show'));
    const { result } = renderHook(() => useSensitiveContentMode());
    expect(result.current).toBe('hide');
    await settle();
    expect(asked.count).toBe(0);
  });

  it('follows the site for a person who left it to the site, blurring until it answers', async () => {
    resetStores(makeUser({ sensitiveContent: null }));
    const asked = serveSite(site('show'));
    const { result } = renderHook(() => useSensitiveContentMode());
    expect(result.current).toBe('blur');
    await waitFor(() => expect(result.current).toBe('show'));
    expect(asked.count).toBe(1);
  });

  it('gives a visitor what the site gives visitors', async () => {
    resetStores(null);
    serveSite(site('hide'));
    const { result } = renderHook(() => useSensitiveContentMode());
    await waitFor(() => expect(result.current).toBe('hide'));
  });

  it('blurs when the site cannot say', async () => {
    resetStores(null);
    server.use(http.get(apiUrl('/site'), () => fail(500, 'Internal Server Error')));
    const { result } = renderHook(() => ({
      mode: useSensitiveContentMode(),
      site: useSiteInfo(),
    }));
    await waitFor(() => expect(result.current.site.state.status).toBe('error'));
    expect(result.current.mode).toBe('blur');
  });

  it('waits for the session before asking the site', async () => {
    resetStores('initializing');
    const asked = serveSite(site('show'));
    const { result } = renderHook(() => useSensitiveContentMode());
    expect(result.current).toBe('blur');
    await settle();
    expect(asked.count).toBe(0);
  });
});

describe('useSiteInfo', () => {
  it('asks the site once for every screen, and shows what an admin saved at once', async () => {
    resetStores(null);
    const asked = serveSite(site('blur'));
    const { result } = renderHook(() => [useSiteInfo(), useSiteInfo(), useSensitiveContentMode()]);
    await waitFor(() => expect(result.current[0]).toMatchObject({ state: { status: 'success' } }));
    expect(asked.count).toBe(1);
    act(() => setSiteInfo(site('show')));
    expect(result.current[2]).toBe('show');
    expect(asked.count).toBe(1);
  });

  it('asks again on reload after a failure', async () => {
    resetStores(null);
    server.use(http.get(apiUrl('/site'), () => fail(500, 'Internal Server Error')));
    const { result } = renderHook(() => useSiteInfo());
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    serveSite(site('hide'));
    act(() => result.current.reload());
    expect(result.current.state.status).toBe('loading');
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'success', data: site('hide') }),
    );
  });

  it('asks nothing while not enabled', async () => {
    resetStores(null);
    const asked = serveSite(site('show'));
    const { result } = renderHook(() => useSiteInfo(false));
    await settle();
    expect(result.current.state.status).toBe('loading');
    expect(asked.count).toBe(0);
  });
});
