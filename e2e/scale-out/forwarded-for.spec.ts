import { request } from 'node:http';
import { expect, test } from './support/fixtures';

/**
 * Through deploy/'s nginx, a client cannot pick the address the per-address login limit counts
 * against by writing its own `X-Forwarded-For`: nginx appends the address it saw, and the
 * instances (TRUST_PROXY=1, one hop) read only that.
 */

/** Failed logins the login guard allows one address in 15 minutes (plugins/rate-limit.ts). */
const PER_ADDRESS = 100;

/**
 * A failed login from the loopback address `from` (any 127.x.y.z reaches nginx, which then sees
 * that address): the other scenarios, all from 127.0.0.1, keep their own allowance.
 */
function failedLogin(api: string, from: string, email: string, forwardedFor: string) {
  const url = new URL('/api/v1/users/login', api);
  const body = JSON.stringify({ email, password: 'not-the-password' });
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': forwardedFor,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('a made-up X-Forwarded-For does not escape the per-address login limit', async ({
  cluster,
}) => {
  const attacker = '127.0.0.77';
  const statuses: number[] = [];
  // Every attempt names a new account and claims a new address, as the 105 attempts did.
  for (let i = 0; i <= PER_ADDRESS; i += 1) {
    const spoofed = `198.18.${Math.floor(i / 250)}.${i % 250}, 127.0.0.1`;
    statuses.push(await failedLogin(cluster.api, attacker, `spoof${i}@example.com`, spoofed));
    if (statuses.at(-1) === 429) break;
  }
  expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.length).toBe(PER_ADDRESS + 1);
  // Another client behind the same nginx keeps its own allowance, whatever it claims to be.
  expect(
    await failedLogin(cluster.api, '127.0.0.78', 'spoof-other@example.com', '127.0.0.77'),
  ).toBe(401);
});
