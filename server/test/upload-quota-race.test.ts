import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStoredObjectRepository } from '../src/storage/stored-object-repository';
import { createTestApp, errorOf, type TestApp, type TestUser } from './helpers/app';
import { alreadyStoring } from './helpers/data';
import { buildForm, createMediaFixtures, type MediaFixtures } from './media/fixtures';
import type { VideoService } from '../src/videos/video-service';

type CreateInput = Parameters<VideoService['create']>[1];

let fx: MediaFixtures;
beforeAll(async () => {
  fx = await createMediaFixtures();
});
afterAll(async () => {
  await fx.cleanup();
});

describe('the storage quota, for two uploads of one user at once', () => {
  const quota = 1024 ** 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { USER_STORAGE_QUOTA_BYTES: String(quota) } });
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (user: TestUser) =>
    t.inject({
      method: 'POST',
      url: '/videos',
      headers: user.headers,
      payload: buildForm(
        { title: 'Clip', description: 'A clip' },
        {
          videoFile: [fx.video, 'clip.mp4', 'video/mp4'],
          thumbnail: [fx.png, 'thumb.png', 'image/png'],
        },
      ),
    });

  /**
   * Holds every upload's row insert until `count` uploads are there: each of them was admitted
   * and has stored its files, so none could have seen another's row when it was admitted.
   */
  function holdInserts(count: number) {
    const service = t.app.services.videos;
    const insert = service.create.bind(service);
    const inputs: CreateInput[] = [];
    let allThere = () => {};
    const gate = new Promise<void>((resolve) => {
      allThere = resolve;
    });
    const held = vi.spyOn(service, 'create').mockImplementation(async (ownerId, input, log) => {
      inputs.push(input);
      if (inputs.length === count) allThere();
      await gate;
      return insert(ownerId, input, log);
    });
    return { inputs, restore: () => held.mockRestore() };
  }

  /** What one upload of the fixture counts: its original, renditions to come, thumbnail sizes. */
  const costOf = ({ video, thumbnail }: CreateInput) =>
    video.size + video.reservedBytes + thumbnail.files.reduce((sum, file) => sum + file.size, 0);

  it('lets one in and refuses the other (413) when each fits alone but not both', async () => {
    const measuring = holdInserts(1);
    expect((await upload(await t.registerUser())).statusCode).toBe(201);
    measuring.restore();
    const [measured] = measuring.inputs;
    if (!measured) throw new Error('the upload reached no insert');
    const cost = costOf(measured);

    const user = await t.registerUser();
    await alreadyStoring(t, user, quota - cost - Math.floor(cost / 2));
    const racing = holdInserts(2);
    const answers = await Promise.all([upload(user), upload(user)]);
    racing.restore();

    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 413]);
    const refused = answers.find((res) => res.statusCode === 413);
    expect(refused && errorOf(refused).message).toMatch(
      /^The video does not fit in your storage: with its renditions and thumbnail it needs .+, and .+ of your 1 GB are left\.$/,
    );
    const usage = await createStoredObjectRepository(t.app.db).usageOf(user.user._id);
    expect(usage).toBeLessThanOrEqual(quota);

    const rows = await t.app.db
      .selectFrom('videos')
      .select('video_key')
      .where('owner_id', '=', user.user._id)
      .execute();
    expect(rows).toHaveLength(1);
    const lost = racing.inputs.filter((input) => input.video.key !== rows[0]?.video_key);
    expect(lost).toHaveLength(1);
    // Nothing of the refused upload stays, in storage or counted.
    const lostKeys = lost.flatMap(({ video, thumbnail }) => [
      video.key,
      ...thumbnail.files.map((file) => file.key),
    ]);
    for (const key of lostKeys) expect(await t.app.storage.exists(key), key).toBe(false);
    const recorded = await t.app.db
      .selectFrom('stored_objects')
      .select('key')
      .where('key', 'in', lostKeys)
      .execute();
    expect(recorded).toEqual([]);
  });
});
