import { readFileSync } from 'node:fs';
import { testMedia } from '../support/media';
import {
  authHeaders,
  getVideo,
  login,
  PASSWORD,
  register,
  uploadVideo,
  type Account,
} from './support/api';
import { expect, test } from './support/fixtures';
import { load, type LoadResult } from './support/load';
import type { Cluster, Instance } from './support/cluster';
import type { Video } from '@kinora/shared';
import type { Request } from 'autocannon';

/**
 * The soak: mixed traffic (browse, watch with ranges, sign in, comment, like, upload) against three
 * instances behind nginx on PostgreSQL and Redis, for `SOAK_SECONDS` (60 in `pnpm test`, 600 in
 * `pnpm soak`), cut into windows. Nothing may fail; the p99 may not drift past twice the first
 * window's; and on a long run no instance's memory may keep growing past its first minute.
 */
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
/** A minute per window on a long run; four windows on the short one, so there is a trend. */
const WINDOW_SECONDS = SOAK_SECONDS >= 300 ? 60 : Math.max(5, Math.round(SOAK_SECONDS / 4));
/** Under this, a p99 is the machine's scheduling noise, not the site's. */
const P99_FLOOR_MS = 25;
/** Judged when the run is long enough for a leak to show over what a warm process settles to. */
const RSS_JUDGED_FROM_SECONDS = 300;
const UPLOAD_EVERY_MS = 5_000;

// Load tests run with the limits off (a few sources make the traffic of many people); the limits
// have tests of their own. The instances serve the media themselves, ranges included, instead of
// sending each viewer to the bucket: the soak is about what the instances keep.
test.use({ clusterEnv: { RATE_LIMITS: 'off', MEDIA_REDIRECTS: 'false' } });

/** Resident memory of an instance's process, in MiB, from the kernel. */
function rssMib(instance: Instance): number {
  const pid = instance.process?.pid;
  if (!pid) throw new Error(`${instance.name} is not running`);
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN) / 1024;
}

function mix(video: Video, viewer: Account, owner: { email: string; username: string }): Request[] {
  const json = { ...authHeaders(viewer), 'content-type': 'application/json' };
  const original = new URL(video.videofile);
  return [
    { method: 'GET', path: '/api/v1/videos' },
    { method: 'GET', path: `/api/v1/videos/${video._id}` },
    { method: 'GET', path: `/api/v1/videos/${video._id}`, headers: authHeaders(viewer) },
    { method: 'GET', path: '/api/v1/videos?page=2&limit=10' },
    { method: 'GET', path: `/api/v1/users/c/${owner.username}` },
    { method: 'GET', path: '/api/v1/search?query=soak' },
    { method: 'GET', path: `/api/v1/comments/${video._id}` },
    {
      method: 'GET',
      path: original.pathname + original.search,
      headers: { ...authHeaders(viewer), range: 'bytes=0-65535' },
    },
    {
      method: 'POST',
      path: `/api/v1/comments/${video._id}`,
      headers: json,
      body: JSON.stringify({ content: 'Said during the soak' }),
    },
    { method: 'POST', path: `/api/v1/likes/toggle/v/${video._id}`, headers: authHeaders(viewer) },
    {
      method: 'POST',
      path: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password: PASSWORD }),
    },
    { method: 'GET', path: '/api/v1/users/current-user', headers: authHeaders(viewer) },
  ];
}

/** Uploads a small video every few seconds until told to stop; counts what was refused. */
function keepUploading(cluster: Cluster, uploader: Account) {
  const media = testMedia();
  let stopped = false;
  const outcome = { uploaded: 0, failed: [] as string[] };
  const running = (async () => {
    for (let i = 0; !stopped; i += 1) {
      const started = Date.now();
      try {
        await uploadVideo(cluster.api, uploader, media, `Soak upload ${i}`);
        outcome.uploaded += 1;
      } catch (error) {
        outcome.failed.push(String(error));
      }
      const rest = UPLOAD_EVERY_MS - (Date.now() - started);
      if (rest > 0 && !stopped) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await running;
      return outcome;
    },
  };
}

test(`a ${SOAK_SECONDS} s soak of mixed traffic fails nothing, and neither latency nor memory drifts`, async ({
  cluster,
}) => {
  test.setTimeout((SOAK_SECONDS + 240) * 1000);
  const owner = await register(cluster.api);
  const viewer = await register(cluster.api);
  const uploader = await register(cluster.api);
  const me = (await (
    await fetch(`${cluster.api}/api/v1/users/current-user`, { headers: authHeaders(owner) })
  ).json()) as { data: { username: string } };
  const uploaded = await uploadVideo(cluster.api, owner, testMedia(), 'The soak’s video');
  await expect
    .poll(async () => (await getVideo(cluster.api, owner, uploaded._id)).status, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe('ready');
  const video = await getVideo(cluster.api, owner, uploaded._id);
  // Signing in is part of the mix: the owner's address and password must work.
  expect((await login(cluster.api, owner.email, PASSWORD)).response.status).toBe(200);
  const requests = mix(video, viewer, { email: owner.email, username: me.data.username });

  const uploads = keepUploading(cluster, uploader);
  const windows: (LoadResult & { rssMib: number[] })[] = [];
  for (let elapsed = 0; elapsed < SOAK_SECONDS; elapsed += WINDOW_SECONDS) {
    const result = await load(cluster.api, WINDOW_SECONDS, requests, 8);
    windows.push({ ...result, rssMib: cluster.instances.map(rssMib) });
  }
  const uploadsDone = await uploads.stop();

  const rows = windows.map((w, i) => ({
    window: `${i * WINDOW_SECONDS}-${(i + 1) * WINDOW_SECONDS} s`,
    requests: w.requests,
    perSecond: Math.round(w.requestsPerSecond),
    failed: w.errors + w.non2xx,
    p99Ms: w.p99Ms,
    rssMib: w.rssMib.map((mib) => Math.round(mib)).join(' / '),
  }));
  console.log(
    `soak (${SOAK_SECONDS} s):\n${JSON.stringify({ rows, uploads: uploadsDone }, null, 1)}`,
  );
  test.info().annotations.push({
    type: 'soak',
    description: JSON.stringify({ rows, uploads: uploadsDone }),
  });

  const evidence = JSON.stringify({ rows, uploads: uploadsDone, windows }, null, 1);
  expect(
    windows.reduce((sum, w) => sum + w.errors + w.non2xx, 0),
    evidence,
  ).toBe(0);
  expect(uploadsDone.failed, evidence).toEqual([]);
  expect(uploadsDone.uploaded).toBeGreaterThan(0);
  const [first, ...rest] = windows;
  if (!first) throw new Error('the soak ran no window');
  const baseline = Math.max(first.p99Ms, P99_FLOOR_MS);
  for (const w of rest) expect(w.p99Ms, evidence).toBeLessThanOrEqual(2 * baseline);
  if (SOAK_SECONDS >= RSS_JUDGED_FROM_SECONDS) {
    const last = windows[windows.length - 1];
    if (!last) throw new Error('the soak ran no window');
    first.rssMib.forEach((settled, i) => {
      expect(last.rssMib[i], evidence).toBeLessThanOrEqual(settled * 1.15);
    });
  }
});
