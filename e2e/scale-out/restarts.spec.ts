import { authHeaders, register } from './support/api';
import { expect, test } from './support/fixtures';
import { load, readMix, writeUntil } from './support/load';
import type { Cluster } from './support/cluster';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Which instances nginx sent each request to, from its access log (`upstream=` field). */
function upstreamsSince(cluster: Cluster, fromLine: number): string[] {
  return cluster.nginx
    .accessLog()
    .slice(fromLine)
    .map((line) => / upstream=(.+?) upstream_status=/.exec(line)?.[1] ?? '');
}

test('a rolling restart of every instance under steady load fails no request', async ({
  cluster,
}) => {
  test.setTimeout(180_000);
  const owner = await register(cluster.api);
  const create = {
    method: 'POST' as const,
    path: '/api/v1/playlist',
    headers: { ...authHeaders(owner), 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Made during the restart' }),
  };
  const logStart = cluster.nginx.accessLog().length;
  const errorLogStart = cluster.nginx.errorLog().length;
  const loaded = load(cluster.api, 30, [...readMix(owner), create]);
  await sleep(2000);
  // The rolling restart of docs/deploy.md, as systemd does it: SIGTERM (readiness fails, reads are
  // refused with 503 for nginx to retry elsewhere, answers close their connections, then the
  // instance stops listening and finishes what it has), start
  // the new process, wait until it is ready, and past nginx's fail_timeout (2 s here, with room
  // for a busy machine) before the next.
  const steps: string[] = [];
  const at = (what: string) => steps.push(`${new Date().toISOString().slice(11, 23)} ${what}`);
  for (const instance of cluster.instances) {
    at(`SIGTERM ${instance.address}`);
    await instance.stop();
    at(`exited ${instance.address}`);
    await instance.start();
    at(`ready ${instance.address}`);
    await sleep(3500);
  }
  const result = await loaded;
  test.info().annotations.push({ type: 'load', description: JSON.stringify(result) });
  console.log(`rolling restart under load: ${JSON.stringify(result)}`);
  // What went wrong, if anything did: the answers that were not 2xx and what nginx logged.
  const failed = cluster.nginx
    .accessLog()
    .slice(logStart)
    .filter((line) => !/" 20[01] /.test(line));
  const evidence = JSON.stringify(
    {
      result,
      steps,
      failed: failed.slice(0, 10),
      nginx: cluster.nginx.errorLog().slice(errorLogStart).slice(-10),
    },
    null,
    2,
  );
  expect(result.requests).toBeGreaterThan(100);
  expect(result.errors, evidence).toBe(0);
  // Reads and creations, every one answered as it should be: nothing else.
  expect(Object.keys(result.statusCodes).sort(), evidence).toEqual(['200', '201']);
  expect(result.non2xx, evidence).toBe(0);
});

test('kill -9 of one instance under load: nginx routes around it, no acknowledged write is lost, it rejoins', async ({
  cluster,
}) => {
  test.setTimeout(180_000);
  const victim = cluster.instances[1];
  if (!victim) throw new Error('the cluster has three instances');
  const owner = await register(cluster.api);
  const logStart = cluster.nginx.accessLog().length;

  const loaded = load(cluster.api, 20, readMix(owner));
  const written = writeUntil(cluster.api, owner, loaded);
  await sleep(4000);
  await victim.kill();
  await sleep(6000);
  await victim.start();
  const result = await loaded;
  const writes = await written;
  test.info().annotations.push({ type: 'load', description: JSON.stringify(result) });
  test.info().annotations.push({
    type: 'writes',
    description: `${writes.acknowledged.length} acknowledged, refused: ${JSON.stringify(writes.refused)}`,
  });
  console.log(
    `kill -9 under load: ${JSON.stringify(result)}; writes: ${writes.acknowledged.length} acknowledged, refused ${JSON.stringify(writes.refused)}`,
  );

  // Reads in flight on the killed instance and those sent to it before nginx noticed were
  // answered by another one.
  expect(result.errors).toBe(0);
  expect(result.non2xx).toBe(0);
  const retried = upstreamsSince(cluster, logStart).filter((upstreams) =>
    upstreams.startsWith(`${victim.address}, `),
  );
  expect(retried.length).toBeGreaterThan(0);

  // Every write that was answered 201 is there.
  expect(writes.acknowledged.length).toBeGreaterThan(10);
  for (const id of writes.acknowledged) {
    const response = await fetch(`${cluster.api}/api/v1/playlist/${id}`, {
      headers: authHeaders(owner),
    });
    expect(response.status, `playlist ${id}`).toBe(200);
  }

  // Back in the rotation once nginx's fail_timeout has passed.
  await sleep(2500);
  const rejoinStart = cluster.nginx.accessLog().length;
  for (let i = 0; i < 12; i += 1) {
    expect((await fetch(`${cluster.api}/api/v1/videos`)).status).toBe(200);
  }
  expect(upstreamsSince(cluster, rejoinStart)).toContain(victim.address);
});
