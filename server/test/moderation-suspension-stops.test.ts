import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, errorOf, type TestApp, type TestUser } from './helpers/app';
import { actOn, registerAdmin, registerModerator, reportAs } from './helpers/moderation';
import { openStream, streamRefusal, streamTicketOf } from './helpers/notifications';
import { startUpload, type FormPart } from './helpers/upload-in-flight';
import { createMediaFixtures, listFiles, type MediaFixtures } from './media/fixtures';

/**
 * What a suspended account has running stops: its uploads in flight (answered 401 with the
 * reason, leaving nothing behind) and its notification streams, at once on the instance that
 * suspends it. The session check here reads suspensions only every minute, so what is seen at
 * once is the suspension's own news; an upload that news does not reach is refused before it is
 * committed, as the database has it.
 */
let t: TestApp;
let fx: MediaFixtures;
let moderator: TestUser;

beforeAll(async () => {
  fx = await createMediaFixtures();
  t = await createTestApp({
    env: { SESSION_REVOCATION_POLL_MS: '60000', NOTIFICATION_HEARTBEAT_MS: '60000' },
  });
  moderator = await registerModerator(t, await registerAdmin(t));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await fx.cleanup();
});

const REASON = 'Uploading spam';

/** Suspends `owner` for a day, as a moderator does from a report of their channel. */
async function suspend(owner: TestUser): Promise<string> {
  const reporter = await t.registerUser();
  const reportId = await reportAs(t, reporter, { itemKind: 'channel', itemId: owner.user._id });
  const res = await actOn(t, moderator, reportId, {
    action: 'suspend',
    duration: '1d',
    reason: REASON,
  });
  expect(res.statusCode, res.body).toBe(200);
  return suspensionMessageOf(owner);
}

/** What the account is told, with the end the database holds. */
async function suspensionMessageOf(owner: TestUser): Promise<string> {
  const suspension = await t.app.repos.users.findSuspension(owner.user._id);
  if (!suspension) throw new Error('not suspended');
  return `Your account is suspended until ${suspension.until.toISOString()}: ${REASON}`;
}

const spooled = () => listFiles(t.app.uploadDeps.tempDir);
const stored = () => listFiles(path.join(t.config.dataDir, 'media'));
const slotsOf = async (user: TestUser) =>
  Number(
    (
      await t.app.db
        .selectFrom('upload_slots')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', user.user._id)
        .executeTakeFirstOrThrow()
    ).count,
  );
const videosOf = (user: TestUser) =>
  t.app.db.selectFrom('videos').select('id').where('owner_id', '=', user.user._id).execute();

/** Waits until the server spools the file the client is still sending, its slot taken. */
async function untilSpooling(user: TestUser) {
  await vi.waitFor(
    async () => {
      expect(await spooled()).toHaveLength(1);
      expect(await slotsOf(user)).toBe(1);
    },
    { timeout: 10_000, interval: 25 },
  );
}

/** Nothing of the upload is left: no spooled or stored file, no slot, no row. */
async function expectNothingLeft(user: TestUser, storedBefore: string[]) {
  await vi.waitFor(async () => expect(await spooled()).toEqual([]), { timeout: 5000 });
  expect(await stored()).toEqual(storedBefore);
  expect(await slotsOf(user)).toBe(0);
  expect(await videosOf(user)).toEqual([]);
}

const videoForm = (user: TestUser) => ({
  request: { method: 'POST', url: '/api/v1/videos', headers: user.headers },
  parts: [
    { name: 'title', value: 'Caught mid-way' },
    { name: 'description', value: 'Sent slowly' },
    { name: 'videoFile', value: { bytes: fx.video, fileName: 'clip.mp4', type: 'video/mp4' } },
  ] satisfies FormPart[],
  rest: [
    { name: 'thumbnail', value: { bytes: fx.png, fileName: 'cover.png', type: 'image/png' } },
  ] satisfies FormPart[],
});

describe('an upload in flight when its uploader is suspended', () => {
  it('a video: stops at once with 401 and the reason, leaving nothing behind', async () => {
    const owner = await t.registerUser();
    const before = await stored();
    const form = videoForm(owner);
    const upload = startUpload(t.app, form.request, form.parts, form.rest);
    try {
      await untilSpooling(owner);
      const message = await suspend(owner);
      // The client never sends the rest: the answer cannot wait for it.
      const { status, body } = await upload.answered;
      expect(status).toBe(401);
      expect(JSON.parse(body)).toMatchObject({ message });
      await expectNothingLeft(owner, before);
    } finally {
      upload.destroy();
    }
  });

  it('an avatar: stops the same way, and the account keeps its old one', async () => {
    const owner = await t.registerUser();
    const before = await stored();
    const upload = startUpload(
      t.app,
      { method: 'PATCH', url: '/api/v1/users/avatar', headers: owner.headers },
      [{ name: 'avatar', value: { bytes: fx.png, fileName: 'me.png', type: 'image/png' } }],
    );
    try {
      await untilSpooling(owner);
      const message = await suspend(owner);
      const { status, body } = await upload.answered;
      expect(status).toBe(401);
      expect(JSON.parse(body)).toMatchObject({ message });
      await expectNothingLeft(owner, before);
      const row = await t.app.db
        .selectFrom('users')
        .select('avatar_key')
        .where('id', '=', owner.user._id)
        .executeTakeFirstOrThrow();
      expect(row.avatar_key).toBeNull();
    } finally {
      upload.destroy();
    }
  });

  it('suspended where this instance does not hear of it: refused before it is committed', async () => {
    const owner = await t.registerUser();
    const before = await stored();
    const form = videoForm(owner);
    const upload = startUpload(t.app, form.request, form.parts, form.rest);
    try {
      await untilSpooling(owner);
      // Written as another instance would, with no news this one hears within the test.
      await t.app.db
        .updateTable('users')
        .set({
          suspended_until: sql<Date>`now() + interval '1 day'`,
          suspension_reason: REASON,
        })
        .where('id', '=', owner.user._id)
        .execute();
      expect(t.app.revokedSessions.suspensionOf(owner.user._id)).toBeNull();
      upload.finish();
      const { status, body } = await upload.answered;
      expect(status).toBe(401);
      expect(JSON.parse(body)).toMatchObject({ message: await suspensionMessageOf(owner) });
      await expectNothingLeft(owner, before);
    } finally {
      upload.destroy();
    }
  });

  it('an upload of someone else carries on', async () => {
    const [owner, other] = [await t.registerUser(), await t.registerUser()];
    const form = videoForm(other);
    const upload = startUpload(t.app, form.request, form.parts, form.rest);
    try {
      await untilSpooling(other);
      await suspend(owner);
      upload.finish();
      const { status, body } = await upload.answered;
      expect(status, body).toBe(201);
      expect(await videosOf(other)).toHaveLength(1);
    } finally {
      upload.destroy();
    }
  });
});

describe('the notification stream of a suspended account', () => {
  it('ends at once, without waiting for a heartbeat, telling the page the suspension', async () => {
    const [owner, bystander] = [await t.registerUser(), await t.registerUser()];
    const stream = await openStream(t.app, owner);
    const other = await openStream(t.app, bystander);
    try {
      await stream.waitForEvent('ready');
      await other.waitForEvent('ready');
      const message = await suspend(owner);
      // The heartbeat, which also closes streams of ended sessions, comes once a minute here.
      await vi.waitFor(() => expect(stream.isEnded()).toBe(true), { timeout: 2000, interval: 20 });
      expect(stream.events.at(-1)).toEqual({
        event: 'session-ended',
        data: { reason: 'suspended', message },
      });
      expect(other.isEnded()).toBe(false);
    } finally {
      stream.close();
      other.close();
    }
  });

  it('is not opened with a ticket taken before the suspension: 401 with the reason', async () => {
    const owner = await t.registerUser();
    const ticket = await streamTicketOf(t.app, owner);
    const message = await suspend(owner);
    const refused = await streamRefusal(t.app, ticket);
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).message).toBe(message);
  });
});
