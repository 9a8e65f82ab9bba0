import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp } from '../helpers/app';
import { notificationsOf } from '../helpers/notifications';
import { waitForVideo } from '../helpers/wait-for-video';
import { buildForm, createMediaFixtures, type MediaFixtures } from './fixtures';
import { createClip } from './pipeline-fixtures';
import type { Video } from '@kinora/contract';

/**
 * A real upload goes through the transcode queue: subscribers hear of it only when the worker
 * has made it ready, never while it is processing (issue 16).
 */
let t: TestApp;
let fx: MediaFixtures;
let clip: Buffer;
beforeAll(async () => {
  [fx, clip] = await Promise.all([createMediaFixtures(), createClip(2, '320x180')]);
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a new upload', () => {
  it('notifies subscribers once it is ready, not while it is processing', async () => {
    const [channel, fan] = [await t.registerUser(), await t.registerUser()];
    await t.inject({
      method: 'POST',
      url: `/subscriptions/c/${channel.user._id}`,
      headers: fan.headers,
    });
    const res = await t.inject({
      method: 'POST',
      url: '/videos',
      headers: channel.headers,
      payload: buildForm(
        { title: 'Fresh upload', description: 'Straight from the camera' },
        {
          videoFile: [clip, 'clip.mp4', 'video/mp4'],
          thumbnail: [fx.png, 'cover.png', 'image/png'],
        },
      ),
    });
    expect(res.statusCode).toBe(201);
    const uploaded = dataOf<Video>(res);
    expect(uploaded.status).toBe('processing');
    expect((await notificationsOf(t.app, fan)).docs).toEqual([]);

    const ready = await waitForVideo(t, uploaded._id, channel.headers);
    expect(ready.status).toBe('ready');
    await t.app.services.notifications.settled();
    const { docs } = await notificationsOf(t.app, fan);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      kind: 'new_video',
      actor: { _id: channel.user._id },
      video: { _id: uploaded._id, title: 'Fresh upload' },
    });
  });
});
