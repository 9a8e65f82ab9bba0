import type { AppConfig } from '../config';

/** Fastify's `trustProxy` option: which hops of `X-Forwarded-For` are proxies it may believe. */
export type TrustProxyOption = false | string[] | ((address: string, hop: number) => boolean);

/**
 * `TRUST_PROXY` as Fastify takes it. Fastify walks `X-Forwarded-For` from the nearest hop (the
 * socket's peer, hop 0) back towards the client while the hop is trusted, and the client is the
 * first hop that is not. A hop count therefore trusts hops `0 … n-1`: the client is the address
 * the n-th proxy saw, whatever the client itself wrote further left. (Fastify's own number option
 * trusts no hop at all, so the count is given as a function.) A list of addresses is Fastify's
 * own: it trusts a hop only when its address is on the list.
 */
export function trustProxyOption(setting: AppConfig['trustProxy']): TrustProxyOption {
  if (setting === false || setting === 0) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
