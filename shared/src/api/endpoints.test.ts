import { http as mock } from 'msw';
import { apiUrl, ok, page, setupApiServer } from '../test-utils/msw';
import { searchChannels } from './users';
import { getVideo, listVideos, uploadVideo } from './videos';
import { getExternalComments } from './youtube';

const server = setupApiServer();

describe('endpoint functions', () => {
  it('answer the data of the envelope and encode path segments', async () => {
    let seenPath = '';
    server.use(
      mock.get(apiUrl('/videos/:videoId'), ({ request, params }) => {
        seenPath = new URL(request.url).pathname;
        return ok({ _id: params.videoId, title: 'Hello' });
      }),
    );
    await expect(getVideo('a/b')).resolves.toEqual({ _id: 'a/b', title: 'Hello' });
    expect(seenPath).toBe('/api/v1/videos/a%2Fb');
  });

  it('send list queries as parameters', async () => {
    let query = '';
    server.use(
      mock.get(apiUrl('/videos'), ({ request }) => {
        query = new URL(request.url).search;
        return ok(page([]));
      }),
      mock.get(apiUrl('/users/search-channels'), ({ request }) =>
        ok(page([{ q: new URL(request.url).searchParams.get('query') }])),
      ),
      mock.get(apiUrl('/youtube/comments/:videoId'), ({ request }) =>
        ok({ token: new URL(request.url).searchParams.get('pageToken') }),
      ),
    );
    await listVideos({ limit: 10, userId: 'u1' });
    expect(query).toBe('?limit=10&userId=u1');
    await expect(searchChannels('ann lee')).resolves.toMatchObject({ docs: [{ q: 'ann lee' }] });
    await expect(getExternalComments('yt1', 'NEXT')).resolves.toEqual({ token: 'NEXT' });
    await expect(getExternalComments('yt1')).resolves.toEqual({ token: null });
  });

  it('report upload progress as whole percentages and end at 100', async () => {
    server.use(
      mock.post(apiUrl('/videos'), async ({ request }) => {
        const form = await request.formData();
        return ok({ _id: 'new', title: form.get('title') }, 201);
      }),
    );
    const form = new FormData();
    form.append('title', 'Clip');
    form.append(
      'videoFile',
      new Blob([new Uint8Array(256 * 1024)], { type: 'video/mp4' }),
      'a.mp4',
    );
    const progress: number[] = [];

    await expect(uploadVideo(form, (percent) => progress.push(percent))).resolves.toEqual({
      _id: 'new',
      title: 'Clip',
    });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p) => Number.isInteger(p) && p >= 0 && p <= 100)).toBe(true);
    expect(progress.at(-1)).toBe(100);
  });
});
