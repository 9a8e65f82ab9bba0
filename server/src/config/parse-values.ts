import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { ConfigError } from './read-env';

/*
 * The variables whose value is a list or a URL: the environment schema reads them as strings,
 * these read what the strings say.
 */

const listOf = (raw: string) =>
  raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** `watch=/path,library=/path`: remote name -> folder of its build. */
export function parseRemotes(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  const remotes: Record<string, string> = {};
  for (const pair of raw.split(',')) {
    const [name, dir] = pair.split('=').map((s) => s.trim());
    if (!name || !dir || !/^[a-z][a-z0-9-]*$/.test(name)) {
      throw new ConfigError(
        `WEB_REMOTES must look like "watch=/path,library=/path" (got "${raw}").`,
      );
    }
    remotes[name] = path.resolve(dir);
  }
  return remotes;
}

/** `http(s)` origins exactly as browsers send them in `Origin`: no path, no trailing slash. */
export function parseOrigins(raw: string | undefined, name: string): string[] {
  return listOf(raw ?? '').map((origin) => {
    const parsed = URL.parse(origin);
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      throw new ConfigError(
        `${name} must be comma-separated origins like "https://web.example.com" (scheme, host, optional port; no path or trailing slash) (got "${origin}").`,
      );
    }
    return origin;
  });
}

/** An absolute `http(s)` base URL without query or fragment; kept without a trailing slash. */
export function parseBaseUrl(raw: string | undefined, name: string): string | null {
  if (!raw) return null;
  const parsed = URL.parse(raw);
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash) {
    throw new ConfigError(
      `${name} must be an absolute http(s) URL without query or fragment, like "https://api.example.com" (got "${raw}").`,
    );
  }
  return parsed.href.replace(/\/+$/, '');
}

/** Names proxy-addr (Fastify's reading of `X-Forwarded-For`) knows for whole address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_PROXY_HOPS = 10;

const isProxyAddress = (entry: string) =>
  PROXY_RANGE_NAMES.includes(entry) ||
  ipaddr.IPv4.isValidFourPartDecimal(entry) ||
  ipaddr.IPv6.isValid(entry) ||
  (entry.includes('/') && ipaddr.isValidCIDR(entry));

/**
 * `TRUST_PROXY`: whose `X-Forwarded-For`, `-Proto` and `-Host` are believed. Nobody's (`false`),
 * the nearest N proxies (a hop count; `true` reads as 1, the reference deployment's one nginx,
 * with a notice), or the proxies at these addresses and CIDR ranges.
 */
export function parseTrustProxy(raw: string, notices: string[]): false | number | string[] {
  const word = raw.toLowerCase();
  if (['', '0', 'false', 'off', 'no'].includes(word)) return false;
  if (['true', 'on', 'yes'].includes(word)) {
    notices.push(
      'TRUST_PROXY=true is read as TRUST_PROXY=1: only the nearest proxy is believed. Set the number of proxies in front of the server, or their addresses, if that is not one.',
    );
    return 1;
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > MAX_PROXY_HOPS) {
      throw new ConfigError(`TRUST_PROXY must be at most ${MAX_PROXY_HOPS} hops (got "${raw}").`);
    }
    return hops;
  }
  const entries = listOf(raw);
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be off, a number of proxies, or their addresses like "127.0.0.1,10.0.0.0/8" (got "${wrong}").`,
    );
  }
  return entries;
}
