import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import { actOn, commentAs, registerAdmin, registerModerator, reportAs } from './helpers/moderation';
import { postAs } from './helpers/posts';
import { siteSettings } from './helpers/site';
import type {
  ModerationLogEntry,
  Notification,
  Page,
  ReportedItem,
  SiteInfo,
  SiteSettings,
  User,
  Video,
} from '@kinora/contract';

/**
 * Videos marked sensitive: by their owner (`PATCH /videos/:id`, JSON or form), or by a moderator
 * acting on a report, whose mark the owner cannot take off. Every video answer says whether it is
 * sensitive; its owner alone learns whether a moderator marked it. How they are shown is each
 * account's choice, else the site's. What the lists leave out is in
 * `sensitive-videos-lists.test.ts`.
 */
let t: TestApp;
let admin: TestUser;
let moderator: TestUser;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t);
  moderator = await registerModerator(t, admin);
  [owner, other] = await Promise.all([t.registerUser(), t.registerUser()]);
});
afterAll(async () => {
  await t.close();
});

const patch = (videoId: string, payload: object | FormData, user: TestUser | null = owner) =>
  t.inject({
    method: 'PATCH',
    url: `/videos/${videoId}`,
    ...(user ? { headers: user.headers } : {}),
    payload,
  });

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

async function get<T>(url: string, user: TestUser | null): Promise<T> {
  const res = await t.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<T>(res);
}

const watch = (videoId: string, user: TestUser | null) => get<Video>(`/videos/${videoId}`, user);
const sensitiveRow = (videoId: string) =>
  t.app.db
    .selectFrom('videos')
    .select(['sensitive', 'sensitive_by_moderator'])
    .where('id', '=', videoId)
    .executeTakeFirstOrThrow();

describe("the owner's mark", () => {
  it('is set and taken off with JSON, and every answer says so; the owner alone learns who set it', async () => {
    const video = await insertVideo(t, owner.user._id);
    expect(video.sensitive).toBe(false);

    const marked = await patch(video._id, { sensitive: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(dataOf<Video>(marked)).toMatchObject({ sensitive: true, sensitiveByModerator: false });

    expect(await watch(video._id, owner)).toMatchObject({
      sensitive: true,
      sensitiveByModerator: false,
    });
    for (const viewer of [other, null]) {
      const seen = await watch(video._id, viewer);
      expect(seen.sensitive).toBe(true);
      expect(seen).not.toHaveProperty('sensitiveByModerator');
    }
    const channel = await get<Page<Video>>(`/videos?userId=${owner.user._id}&limit=50`, null);
    expect(channel.docs.find((v) => v._id === video._id)?.sensitive).toBe(true);
    const studio = await get<Page<Video>>('/dashboard/videos?limit=50', owner);
    expect(studio.docs.find((v) => v._id === video._id)).toMatchObject({
      sensitive: true,
      sensitiveByModerator: false,
    });

    const unmarked = await patch(video._id, { sensitive: false });
    expect(unmarked.statusCode, unmarked.body).toBe(200);
    expect(dataOf<Video>(unmarked).sensitive).toBe(false);
    expect((await watch(video._id, null)).sensitive).toBe(false);
  });

  it("is set and taken off with the edit form, as 'true' and 'false'", async () => {
    const video = await insertVideo(t, owner.user._id);
    const marked = await patch(video._id, form({ sensitive: 'true', title: 'Night surgery' }));
    expect(marked.statusCode, marked.body).toBe(200);
    expect(dataOf<Video>(marked)).toMatchObject({ sensitive: true, title: 'Night surgery' });
    const unmarked = await patch(video._id, form({ sensitive: 'false' }));
    expect(unmarked.statusCode, unmarked.body).toBe(200);
    expect(dataOf<Video>(unmarked).sensitive).toBe(false);
  });

  it('refuses anything but a yes or no (400 naming the field), in JSON and in a form', async () => {
    const video = await insertVideo(t, owner.user._id);
    for (const payload of [{ sensitive: 'yes' }, form({ sensitive: 'yes' })]) {
      const res = await patch(video._id, payload);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).errors?.[0]?.field).toBe('sensitive');
    }
    expect(await sensitiveRow(video._id)).toEqual({
      sensitive: false,
      sensitive_by_moderator: false,
    });
  });

  it('is the owner’s alone to set: 401 anonymous, 403 another user, 404 a video they cannot see', async () => {
    const video = await insertVideo(t, owner.user._id);
    const hidden = await insertVideo(t, owner.user._id, { visibility: 'private' });
    expect((await patch(video._id, { sensitive: true }, null)).statusCode).toBe(401);
    expect((await patch(video._id, { sensitive: true }, other)).statusCode).toBe(403);
    expect((await patch(video._id, form({ sensitive: 'true' }), other)).statusCode).toBe(403);
    expect((await patch(hidden._id, { sensitive: true }, other)).statusCode).toBe(404);
    expect((await patch(hidden._id, form({ sensitive: 'true' }), other)).statusCode).toBe(404);
    for (const id of [video._id, hidden._id])
      expect((await sensitiveRow(id)).sensitive).toBe(false);
  });
});

describe("a moderator's mark", () => {
  async function logOf(itemId: string): Promise<ModerationLogEntry[]> {
    return (await get<Page<ModerationLogEntry>>(`/moderation/log?itemId=${itemId}`, moderator))
      .docs;
  }

  async function outcomesOf(user: TestUser) {
    await t.app.services.notifications.settled();
    const notices = await get<Page<Notification>>('/notifications', user);
    return notices.docs.filter((n) => n.kind === 'report_outcome').map((n) => n.report);
  }

  it('marks a reported video, which stays marked whatever its owner sets; logged, reviewed; undone by unmark', async () => {
    const reporter = await t.registerUser();
    const video = await insertVideo(t, owner.user._id);
    const reportId = await reportAs(t, reporter, { itemKind: 'video', itemId: video._id });

    const res = await actOn(t, moderator, reportId, {
      action: 'mark-sensitive',
      note: 'Graphic injury at 0:40',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Marked sensitive' });
    const line = dataOf<ReportedItem>(res);
    expect(line.status).toBe('resolved');
    expect(line.item.video).toMatchObject({ sensitive: true, sensitiveByModerator: true });
    expect(await outcomesOf(reporter)).toEqual([{ itemKind: 'video', outcome: 'reviewed' }]);
    expect(await logOf(video._id)).toMatchObject([
      {
        action: 'mark-sensitive',
        moderator: { _id: moderator.user._id },
        owner: { _id: owner.user._id },
        itemKind: 'video',
        note: 'Graphic injury at 0:40',
      },
    ]);

    expect(await watch(video._id, owner)).toMatchObject({
      sensitive: true,
      sensitiveByModerator: true,
    });
    expect(await watch(video._id, null)).not.toHaveProperty('sensitiveByModerator');
    // The owner's own mark is theirs to change; the moderator's stays.
    const ownerOff = await patch(video._id, { sensitive: false });
    expect(ownerOff.statusCode).toBe(200);
    expect(dataOf<Video>(ownerOff)).toMatchObject({ sensitive: true, sensitiveByModerator: true });
    expect((await watch(video._id, other)).sensitive).toBe(true);

    const twice = await actOn(t, moderator, reportId, { action: 'mark-sensitive' });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe('This video is marked sensitive already.');

    // Undone, the owner's own mark decides again.
    expect((await patch(video._id, { sensitive: true })).statusCode).toBe(200);
    const undone = await actOn(t, admin, reportId, { action: 'unmark-sensitive' });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ message: 'Sensitive mark taken off' });
    expect(await watch(video._id, owner)).toMatchObject({
      sensitive: true,
      sensitiveByModerator: false,
    });
    expect((await patch(video._id, { sensitive: false })).statusCode).toBe(200);
    expect((await watch(video._id, null)).sensitive).toBe(false);

    const again = await actOn(t, moderator, reportId, { action: 'unmark-sensitive' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This video is not marked sensitive by a moderator.');
    expect((await logOf(video._id)).map((entry) => entry.action)).toEqual([
      'unmark-sensitive',
      'mark-sensitive',
    ]);
  });

  it('is for videos only: 400 for a comment, a post and a channel, and nothing is logged', async () => {
    const reporter = await t.registerUser();
    const video = await insertVideo(t, owner.user._id);
    const items = [
      ['comment', (await commentAs(t, owner, video._id))._id],
      ['post', (await postAs(t, owner, 'A post'))._id],
      ['channel', owner.user._id],
    ] as const;
    for (const [itemKind, itemId] of items) {
      const reportId = await reportAs(t, reporter, { itemKind, itemId });
      for (const action of ['mark-sensitive', 'unmark-sensitive'] as const) {
        const res = await actOn(t, moderator, reportId, { action });
        expect(res.statusCode).toBe(400);
        expect(errorOf(res).message).toBe('Only videos can be marked sensitive.');
      }
      expect(await logOf(itemId)).toEqual([]);
    }
  });

  it.each([
    ['a visitor', 401],
    ['a user', 403],
    ['a moderator', 200],
    ['an admin', 200],
  ] as const)('may be set by %s: %i', async (role, status) => {
    const reporter = await t.registerUser();
    const video = await insertVideo(t, owner.user._id);
    const reportId = await reportAs(t, reporter, { itemKind: 'video', itemId: video._id });
    const actor = {
      'a visitor': null,
      'a user': other,
      'a moderator': moderator,
      'an admin': admin,
    }[role];
    const act = (action: 'mark-sensitive' | 'unmark-sensitive') =>
      t.inject({
        method: 'POST',
        url: `/moderation/reports/${reportId}/actions`,
        ...(actor ? { headers: actor.headers } : {}),
        payload: { action },
      });
    expect((await act('mark-sensitive')).statusCode).toBe(status);
    expect((await sensitiveRow(video._id)).sensitive_by_moderator).toBe(status === 200);
    expect((await act('unmark-sensitive')).statusCode).toBe(status);
    expect((await sensitiveRow(video._id)).sensitive_by_moderator).toBe(false);
  });
});

describe("the account's choice", () => {
  const update = (payload: object, user: TestUser = other) =>
    t.inject({ method: 'PATCH', url: '/users/update-account', headers: user.headers, payload });

  it('follows the site until set; blur, show or hide, and null to follow the site again', async () => {
    const user = await t.registerUser();
    expect(user.user.sensitiveContent).toBeNull();
    for (const mode of ['hide', 'show', 'blur', null] as const) {
      const res = await update({ sensitiveContent: mode }, user);
      expect(res.statusCode, res.body).toBe(200);
      expect(dataOf<User>(res).sensitiveContent).toBe(mode);
      expect((await get<User>('/users/current-user', user)).sensitiveContent).toBe(mode);
    }
  });

  it('refuses another word (400 naming the field) and says what can be updated', async () => {
    const bad = await update({ sensitiveContent: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors?.[0]?.field).toBe('sensitiveContent');
    const nothing = await update({});
    expect(nothing.statusCode).toBe(400);
    expect(errorOf(nothing).message).toBe(
      'Nothing to update: give fullName, email, description, links or sensitiveContent.',
    );
  });
});

describe("the site's choice", () => {
  const put = (user: TestUser | null, settings: SiteSettings) =>
    t.inject({
      method: 'PUT',
      url: '/admin/settings',
      ...(user ? { headers: user.headers } : {}),
      payload: settings,
    });

  it('is blur until an admin changes it; GET /site tells everyone', async () => {
    expect((await get<SiteInfo>('/site', null)).sensitiveContent).toBe('blur');
    const current = await siteSettings(t, admin);
    expect(current.sensitiveContent).toBe('blur');
    const changes = { ...current, sensitiveContent: 'hide' as const };
    const refused = [
      [null, 401],
      [other, 403],
      [moderator, 403],
    ] as const;
    for (const [user, status] of refused)
      expect((await put(user, changes)).statusCode).toBe(status);
    expect((await get<SiteInfo>('/site', null)).sensitiveContent).toBe('blur');

    const saved = await put(admin, changes);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get<SiteInfo>('/site', null)).sensitiveContent).toBe('hide');
    expect((await siteSettings(t, admin)).sensitiveContent).toBe('hide');
    await put(admin, current);
    expect((await get<SiteInfo>('/site', null)).sensitiveContent).toBe('blur');
  });
});
