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

describe('a text field that breaks the contract', () => {
  it('is refused with 400 while the video is still being sent, before any file is read', async () => {
    const boundary = '----kinora-early-refusal';
    const head = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="title"',
        '',
        'x'.repeat(201),
        `--${boundary}`,
        'Content-Disposition: form-data; name="videoFile"; filename="big.mp4"',
        'Content-Type: video/mp4',
        '',
        '',
      ].join('\r\n'),
    );
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/video',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(50 * 1024 * 1024),
      },
    });
    request.on('error', () => {});
    const answered = new Promise<{ status: number; body: string }>((resolve) => {
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
    });
    request.write(head);
    request.write(fx.video);

    // The client has sent a fraction of the 50 MB it announced, and never sends the rest.
    const { status, body } = await answered;
    request.destroy();
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({
      message: 'title must be at most 200 characters',
      errors: [{ field: 'title' }],
    });
    expect(await u.spooledFiles()).toEqual([]);
    expect(await u.storedFiles()).toEqual([]);
  });
});

describe('a video file whose first bytes are not a video', () => {
  it('is refused with 415 as soon as they arrive, without reading or writing the rest', async () => {
    const boundary = '----kinora-zeros';
    const head = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="videoFile"; filename="zeros.mp4"',
        'Content-Type: video/mp4',
        '',
        '',
      ].join('\r\n'),
    );
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/video',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(100 * 1024 * 1024),
      },
    });
    request.on('error', () => {});
    const answered = new Promise<{ status: number; body: string }>((resolve) => {
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
    });
    request.write(head);
    // 64 KB of the 100 MB of zeros announced; the rest never comes.
    request.write(Buffer.alloc(64 * 1024));

    const timeout = new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error('no answer before the rest of the file')), 5000),
    );
    const { status, body } = await Promise.race([answered, timeout]);
    request.destroy();
    expect(status).toBe(415);
    expect((JSON.parse(body) as { message: string }).message).toMatch(/must be a video/);
    expect(await u.spooledFiles()).toEqual([]);
    expect(await u.storedFiles()).toEqual([]);
  });
});
