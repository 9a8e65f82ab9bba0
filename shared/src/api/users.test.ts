import { http as mock } from 'msw';
import { API_BASE } from '../contract/endpoints';
import { apiRequestPath, channelProfilePath } from '../routing/first-screen';
import { apiUrl, ok, setupApiServer, TEST_ORIGIN } from '../test-utils/msw';
import { http, setApiOrigin } from './http';
import { getChannel, saveWatchPosition } from './users';

const server = setupApiServer();

describe('account endpoint functions', () => {
  // The server preloads a channel's profile with the page; the browser serves this request from
  // that preload only when the two URLs are the same to the character.
  it('ask for a channel by the URL the server preloads with its page', async () => {
    const seen: string[] = [];
    server.use(
      mock.get(apiUrl('/users/c/:username'), ({ request }) => {
        const url = new URL(request.url);
        seen.push(url.pathname + url.search);
        return ok({ username: 'x' });
      }),
    );
    const usernames = ['ada.l', 'Ada Lovelace', 'x/y?z'];
    for (const username of usernames) await getChannel(username);
    expect(seen).toEqual(usernames.map((name) => apiRequestPath(channelProfilePath(name))));
  });

  it('send the last watch position with keepalive, so it outlives the page', async () => {
    const seen: { keepalive: boolean; body: unknown }[] = [];
    server.use(
      mock.put(apiUrl('/users/history/:videoId/position'), async ({ request, params }) => {
        seen.push({ keepalive: request.keepalive, body: await request.json() });
        return ok({ videoId: params.videoId });
      }),
    );
    // Outside a browser, fetch has no page to resolve a relative URL against.
    setApiOrigin(TEST_ORIGIN);
    try {
      await saveWatchPosition('v1', 12);
      await saveWatchPosition('v1', 30, { keepalive: true });
    } finally {
      http.defaults.baseURL = API_BASE;
    }
    expect(seen).toEqual([
      { keepalive: false, body: { position: 12 } },
      { keepalive: true, body: { position: 30 } },
    ]);
  });
});
