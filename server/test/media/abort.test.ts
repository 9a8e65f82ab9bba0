import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaFixtures, type MediaFixtures } from './fixtures';
import { createUploadApp, type UploadApp } from './upload-app';
import type { AddressInfo } from 'node:net';

let fx: MediaFixtures;
let u: UploadApp;
let port: number;

beforeAll(async () => {
  fx = await createMediaFixtures();
  u = await createUploadApp();
  await u.app.listen({ port: 0, host: '127.0.0.1' });
  port = (u.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await u.close();
  await fx.cleanup();
});

async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('an upload aborted half-way', () => {
  it('leaves no spooled or stored file behind', async () => {
    const boundary = '----kinora-abort-test';
    const head = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="title"',
        '',
        'Half a video',
        `--${boundary}`,
        'Content-Disposition: form-data; name="videoFile"; filename="big.mp4"',
        'Content-Type: video/mp4',
        '',
        '',
      ].join('\r\n'),
    );
    const announced = 50 * 1024 * 1024;
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/video',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(announced),
      },
    });
    const settled = new Promise<void>((resolve) => {
      request.on('error', () => resolve());
      request.on('close', () => resolve());
    });
    request.write(head);
    request.write(fx.video);
    request.write(Buffer.alloc(512 * 1024, 1));

    // The server has started spooling the file to disk...
    await waitFor(async () => (await u.spooledFiles()).length === 1, 'the upload to be spooled');
    // ...when the client goes away.
    request.destroy();
    await settled;

    await waitFor(
      async () => (await u.spooledFiles()).length === 0,
      'the spooled file to be removed',
    );
    expect(await u.storedFiles()).toEqual([]);
  });
});
