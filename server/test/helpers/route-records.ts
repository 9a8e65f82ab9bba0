import fs from 'node:fs/promises';
import path from 'node:path';
import {
  claimOf,
  resolveRouteClaims,
  routeParams,
  validateRouteRecord,
  type RoutePage,
} from '@kinora/shared/routing';
import type { RecordedPage } from '../../src/pages/first-screen';

/** The pages of mfe-watch's route record the server prepares something for. */
export const WATCH_PAGES: RoutePage[] = [
  { path: '/', page: 'home', firstScreen: 'home' },
  { path: '/explore', page: 'explore', firstScreen: 'explore' },
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
