import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestUser } from './app';

/** `Upload-Metadata` as tus writes it: `key base64(value)`, comma-separated. */
export function uploadMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** The requests a tus client sends, as `app.inject` calls (the URLs are the API's full paths). */
export function tusClient(app: FastifyInstance) {
  const base = (user: TestUser) => ({ ...user.headers, 'tus-resumable': '1.0.0' });
  return {
    create: (
      user: TestUser,
      length: number | null,
      metadata: Record<string, string> = { filename: 'clip.mp4', filetype: 'video/mp4' },
      extra: Record<string, string> = {},
    ): Promise<LightMyRequestResponse> =>
      app.inject({
        method: 'POST',
        url: '/api/v1/uploads',
        headers: {
          ...base(user),
          ...(length === null ? {} : { 'upload-length': String(length) }),
          'upload-metadata': uploadMetadata(metadata),
          ...extra,
        },
      }),
    patch: (
      user: TestUser,
      location: string,
      offset: number,
      bytes: Buffer,
    ): Promise<LightMyRequestResponse> =>
      app.inject({
        method: 'PATCH',
        url: location,
        headers: {
          ...base(user),
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        payload: bytes,
      }),
    head: (user: TestUser, location: string): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'HEAD', url: location, headers: base(user) }),
    terminate: (user: TestUser, location: string): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'DELETE', url: location, headers: base(user) }),
  };
}

/**
 * A PATCH over a real socket to a listening app that announces `declared` bytes but sends only
 * `sent`: the chunk is still arriving, as over a slow or dying connection. `cut` drops the
 * connection, as a client losing its network does.
 */
export function partialPatch(
  app: FastifyInstance,
  user: TestUser,
  location: string,
  offset: number,
  sent: Buffer,
  declared: number,
): { cut: () => void; request: http.ClientRequest } {
  const { port } = app.server.address() as AddressInfo;
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'PATCH',
    path: location,
    headers: {
      ...user.headers,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(declared),
    },
  });
  request.on('error', () => undefined);
  request.write(sent);
  return { cut: () => request.destroy(), request };
}

/** Polls `check` until it holds. */
export async function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
