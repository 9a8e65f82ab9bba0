import { testMedia } from '../support/media';
import { authHeaders, getVideo, register, uploadVideo } from './support/api';
import { expect, test } from './support/fixtures';

test('a video uploaded through one instance is transcoded by the worker and streamed by another', async ({
  cluster,
}) => {
  const [one, , three] = cluster.instances;
  if (!one || !three) throw new Error('the cluster has three instances');
  const owner = await register(one.url);
  // The API instances run KINORA_ROLE=web: none of them transcodes, the worker does.
  const uploaded = await uploadVideo(one.url, owner, testMedia(), 'Across the cluster');
  expect(uploaded.status).not.toBe('ready');

  await expect
    .poll(async () => (await getVideo(three.url, owner, uploaded._id)).status, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe('ready');
  const video = await getVideo(three.url, owner, uploaded._id);
  const hls = video.streams?.hls;
  if (!hls) throw new Error('a ready video has an HLS playlist');

  // Through the third instance (and on to the storage, where it redirects): the master playlist,
  // a rendition's playlist and its first segment.
  // Answers name media by absolute URLs on PUBLIC_URL (nginx): ask the third instance itself.
  const onThird = new URL(hls, cluster.api);
  const master = await fetch(new URL(onThird.pathname + onThird.search, three.url), {
    headers: authHeaders(owner),
  });
  expect(master.status).toBe(200);
  const masterText = await master.text();
  expect(masterText).toContain('#EXTM3U');
  const renditionPath = masterText.split('\n').find((line) => line && !line.startsWith('#'));
  if (!renditionPath) throw new Error('the master playlist names a rendition');
  const rendition = await fetch(new URL(renditionPath, master.url));
  expect(rendition.status).toBe(200);
  const segmentPath = (await rendition.text())
    .split('\n')
    .find((line) => line && !line.startsWith('#'));
  if (!segmentPath) throw new Error('the rendition playlist names a segment');
  const segment = await fetch(new URL(segmentPath, rendition.url));
  expect(segment.status).toBe(200);
  expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);

  // The original, by range, through nginx.
  const original = await fetch(new URL(video.videofile, cluster.api), {
    headers: { ...authHeaders(owner), range: 'bytes=0-1023' },
  });
  expect(original.status).toBe(206);
  expect((await original.arrayBuffer()).byteLength).toBe(1024);
});
