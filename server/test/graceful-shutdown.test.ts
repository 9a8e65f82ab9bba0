import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, killServerProcess, startServerProcess } from './helpers/server-process';
import { createMediaFixtures, listFiles, type MediaFixtures } from './media/fixtures';
import type { ChildProcess } from 'node:child_process';
import type { ApiSuccess, RegisterResponse, StreamTicket, User } from '@kinora/contract';

/**
 * SIGTERM to a real server process: readiness fails at once while requests are still served
 * through the drain delay; an upload under way finishes; the open notification stream is told
 * to reconnect and ends; the process exits 0.
 */

const DRAIN_MS = 2000;

let dataDir: string;
let fx: MediaFixtures;
let child: ChildProcess | null = null;
let base = '';

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-shutdown-'));
  fx = await createMediaFixtures();
  const server = await startServerProcess(dataDir, { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
  child = server.proc;
  base = server.api;
}, 240_000);
afterAll(async () => {
  await killServerProcess(child);
  await fs.rm(dataDir, { recursive: true, force: true });
  await fx.cleanup();
});

async function json<T>(res: Response): Promise<T> {
  return ((await res.json()) as ApiSuccess<T>).data;
}

/**
 * A multipart avatar upload whose body arrives in pieces over `spreadMs`, so it is under way when
 * the signal comes. Resolves with the status code and body.
 */
function slowAvatarUpload(
  token: string,
  spreadMs: number,
): { started: Promise<void>; done: Promise<{ status: number; body: string }> } {
  const boundary = 'kinora-shutdown-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, fx.png, tail]);
  const pieces = 5;
  const size = Math.ceil(body.length / pieces);
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const done = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${base}/users/avatar`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      },
    });
    request.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    let i = 0;
    const next = () => {
      request.write(body.subarray(i * size, (i + 1) * size));
      if (i === 0) markStarted();
      i += 1;
      if (i < pieces) setTimeout(next, spreadMs / pieces);
      else request.end();
    };
    next();
  });
  return { started, done };
}

describe('SIGTERM', () => {
  it('fails readiness first, finishes the upload under way, tells the stream to reconnect, then exits 0', async () => {
    const proc = child;
    if (!proc) throw new Error('no server');
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const registered = await json<RegisterResponse>(
      await fetch(`${base}/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'drainer',
          email: 'drainer@example.com',
          fullName: 'Drain Er',
          password: 'secret-password',
        }),
      }),
    );
    const auth = { authorization: `Bearer ${registered.accessToken}` };

    // An open notification stream.
    const { ticket } = await json<StreamTicket>(
      await fetch(`${base}/notifications/stream-ticket`, { method: 'POST', headers: auth }),
    );
    const stream = await fetch(`${base}/notifications/stream?ticket=${ticket}`);
    const reader = stream.body?.getReader();
    if (!reader) throw new Error('no stream body');
    let streamed = '';
    const decoder = new TextDecoder();
    const streamEnded = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        streamed += decoder.decode(value);
      }
    })();

    const upload = slowAvatarUpload(registered.accessToken, DRAIN_MS + 1000);
    await upload.started;
    const signalledAt = Date.now();
    proc.kill('SIGTERM');

    // Readiness fails at once, and so do other reads (a balancer retries them elsewhere and
    // stops sending here); liveness is still answered, and so are writes (the upload below).
    await new Promise((r) => setTimeout(r, 300));
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ statusCode: 503, message: 'Shutting down.' });
    const read = await fetch(`${base}/videos`);
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('1');
    expect(read.headers.get('connection')).toBe('close');
    expect(await read.json()).toMatchObject({ statusCode: 503, message: 'Shutting down.' });
    expect((await fetch(`${base}/healthcheck`)).status).toBe(200);

    // The upload that was under way when the signal came completes, after the drain delay.
    const uploaded = await upload.done;
    expect(uploaded.status).toBe(200);
    const user = (JSON.parse(uploaded.body) as ApiSuccess<User>).data;
    expect(user.avatar).toMatch(/^\/api\/v1\/media\/avatars\//);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS);

    await streamEnded;
    expect(streamed).toContain('event: ready');
    expect(streamed).toMatch(/retry: \d+\n\n$/);

    expect(await exited(proc)).toBe(0);
    // Nothing half-written: the spool holds no upload, and the avatar is stored whole.
    const files = await listFiles(dataDir);
    expect(files.filter((f) => f.endsWith('.upload') || f.includes('.partial'))).toEqual([]);
    const key = user.avatar.replace('/api/v1/media/', '');
    expect(files).toContain(path.join('media', key));
  }, 120_000);
});
