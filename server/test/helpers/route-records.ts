import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import {
  claimOf,
  resolveRouteClaims,
  routeParams,
  validateRouteRecord,
  type RoutePage,
} from '@kinora/shared/routing';
import type { AddressInfo } from 'node:net';
import type { RecordedPage } from '../../src/web/first-screen';

/** The pages of mfe-watch's route record the server prepares something for. */
export const WATCH_PAGES: RoutePage[] = [
  { path: '/', page: 'home', firstScreen: 'home' },
  { path: '/explore', page: 'explore', firstScreen: 'explore' },
  { path: '/results', page: 'results', firstScreen: 'results' },
  { path: '/watch/:videoId', page: 'watch', firstScreen: 'watch', share: 'video' },
  { path: '/channel/:username', page: 'channel', firstScreen: 'channel', share: 'channel' },
  { path: '/channel/:username/about', page: 'channel-about' },
];

/**
 * A built remote as the server finds one: its manifest and its published route record, in
 * `<root>/<remote>`; returns the folder (for `WEB_REMOTES`).
 */
export async function writeRemoteBuild(
  root: string,
  remote: string,
  pages: RoutePage[],
): Promise<string> {
  const dir = path.join(root, remote);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'mf-manifest.json'), '{}');
  await fs.writeFile(path.join(dir, 'routes.json'), JSON.stringify({ version: 1, remote, pages }));
  return dir;
}

/** The page `pathname` is in `pages`, as the server reads it: its kind and parameter. */
export function recordedPage<K extends 'firstScreen' | 'share'>(
  pages: RoutePage[],
  pathname: string,
  kind: K,
): RecordedPage<NonNullable<RoutePage[K]>> | null {
  const claims = resolveRouteClaims([validateRouteRecord({ version: 1, remote: 'watch', pages })]);
  const claim = claimOf(claims, pathname);
  const value = claim?.[kind];
  if (!claim || !value) return null;
  return {
    kind: value,
    param: routeParams(claim.path, pathname)?.[0],
  };
}

/** A build's files on another origin (a CDN), answered by a server of the test's own. */
export interface BuildOrigin {
  url: string;
  /** The paths asked for, in order. */
  requests: string[];
  /** Sets (or, with undefined, removes) the file at `pathname`. */
  put(pathname: string, body: unknown): void;
  close(): Promise<void>;
}

export async function serveBuildOrigin(files: Record<string, unknown>): Promise<BuildOrigin> {
  const served = new Map(Object.entries(files));
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://origin').pathname;
    requests.push(pathname);
    const body = served.get(pathname);
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      .end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    put(pathname, body) {
      if (body === undefined) served.delete(pathname);
      else served.set(pathname, body);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
