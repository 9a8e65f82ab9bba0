import { currentUser, login, PASSWORD, refresh, register } from './support/api';
import { expect, test } from './support/fixtures';

test('a session begun on one instance is refreshed on another and used on the third', async ({
  cluster,
}) => {
  const [one, two, three] = cluster.instances;
  if (!one || !two || !three) throw new Error('the cluster has three instances');
  const { email } = await register(one.url);

  const { account } = await login(one.url, email, PASSWORD);
  if (!account) throw new Error('sign-in through the first instance failed');
  // (An access token signed in the same second for the same session is the same string; the
  // refresh cookie is rotated on every refresh.)
  const firstRefreshCookie = account.cookies.get('refreshToken');
  expect((await refresh(two.url, account)).status).toBe(200);
  expect(account.cookies.get('refreshToken')).toBeTruthy();
  expect(account.cookies.get('refreshToken')).not.toBe(firstRefreshCookie);
  const me = await currentUser(three.url, account);
  expect(me.status).toBe(200);

  // The same through nginx, which spreads the three calls over the instances as it likes.
  const { account: viaNginx } = await login(cluster.api, email, PASSWORD);
  if (!viaNginx) throw new Error('sign-in through nginx failed');
  for (let i = 0; i < 3; i += 1) {
    expect((await refresh(cluster.api, viaNginx)).status).toBe(200);
    expect((await currentUser(cluster.api, viaNginx)).status).toBe(200);
  }
});

test('the login limit is one limit for the site, whichever instance is asked', async ({
  cluster,
}) => {
  const { email } = await register(cluster.api);
  const instances = cluster.instances;
  // Ten failed attempts per account in 15 minutes (server/src/plugins/rate-limit.ts), spread
  // over the three instances.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const instance = instances[attempt % instances.length];
    if (!instance) throw new Error('no instance');
    const { response } = await login(instance.url, email, 'not-the-password');
    expect(response.status, `attempt ${attempt + 1} on ${instance.name}`).toBe(401);
  }
  for (const target of [...instances.map((instance) => instance.url), cluster.api]) {
    const { response } = await login(target, email, 'not-the-password');
    expect(response.status, `the 11th attempt on ${target}`).toBe(429);
    // The right password is refused too while the account is locked: the limit is checked first.
    expect((await login(target, email, PASSWORD)).response.status).toBe(429);
  }
});
