import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoInstances } from './helpers/instance-pair';
import {
  expectFanOutAcrossInstances,
  expectSessionEndAcrossInstances,
  expectTicketUsedOnceAcrossInstances,
} from './helpers/notification-pair';

/**
 * Notifications made on one instance reach a browser streaming from another, through PostgreSQL
 * LISTEN/NOTIFY on the shared database (issue 16). Only included when DATABASE_URL is set.
 */
describe('notifications on two instances sharing PostgreSQL', () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({});
    for (const app of pair.apps) await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await pair.close();
  });

  it('fans out through LISTEN/NOTIFY without holding up the publish', async () => {
    const [a, b] = pair.apps;
    expect(a.notificationBus.kind).toBe('postgres');
    await expectFanOutAcrossInstances(a, b);
  });

  it('lets a stream ticket open one stream, on either instance (its use is kept in the database)', async () => {
    const [a, b] = pair.apps;
    await expectTicketUsedOnceAcrossInstances(a, b);
  });

  it('ends a stream on one instance when its session is signed out on the other (LISTEN/NOTIFY)', async () => {
    const [a, b] = pair.apps;
    await expectSessionEndAcrossInstances(a, b);
  });
});
