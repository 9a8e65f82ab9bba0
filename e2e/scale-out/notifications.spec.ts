import { authHeaders, register, type Account } from './support/api';
import { openNotificationStream, type StreamEvent } from './support/event-stream';
import { expect, test } from './support/fixtures';
import type { NotificationStreamItem } from '@kinora/shared';

const subscribe = (base: string, fan: Account, channel: Account) =>
  fetch(`${base}/api/v1/subscriptions/c/${channel.userId}`, {
    method: 'POST',
    headers: authHeaders(fan),
  });

const heardFrom = (events: StreamEvent[], fan: Account) =>
  events.some(
    (e) =>
      e.event === 'notification' &&
      (e.data as NotificationStreamItem).notification.actor?._id === fan.userId,
  );

test('a notification made on one instance reaches a stream open on another', async ({
  cluster,
}) => {
  const [one, two] = cluster.instances;
  if (!one || !two) throw new Error('the cluster has three instances');
  const channel = await register(two.url);
  const fan = await register(one.url);
  const stream = await openNotificationStream(two.url, channel);
  try {
    await expect.poll(() => stream.events.some((e) => e.event === 'ready')).toBe(true);
    expect((await subscribe(one.url, fan, channel)).status).toBe(200);
    await expect.poll(() => heardFrom(stream.events, fan)).toBe(true);
  } finally {
    stream.close();
  }
});

test('the stream passes through nginx as it is written, not when it ends', async ({ cluster }) => {
  const [, , three] = cluster.instances;
  if (!three) throw new Error('the cluster has three instances');
  const channel = await register(cluster.api);
  const fans = [await register(three.url), await register(three.url)];
  const stream = await openNotificationStream(cluster.api, channel);
  try {
    await expect.poll(() => stream.events.some((e) => e.event === 'ready')).toBe(true);
    // Two in turn on the one open stream: nginx buffering it would hold both back.
    for (const fan of fans) {
      expect((await subscribe(three.url, fan, channel)).status).toBe(200);
      await expect.poll(() => heardFrom(stream.events, fan), { timeout: 5000 }).toBe(true);
    }
  } finally {
    stream.close();
  }
});
