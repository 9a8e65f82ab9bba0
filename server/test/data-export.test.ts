/** "Download your data": the archive of an account's own data, its link, its week and its end. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { newObjectId } from '../src/lib/object-id';
import { API, createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import { latestOutboxMail } from './helpers/mail-server';
import type { DataExport } from '@kinora/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every file of a zip, by name. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(bytes, { lazyEntries: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}

const status = async (user: TestUser) =>
  dataOf<DataExport>(
    await t.inject({ method: 'GET', url: '/users/data-export', headers: user.headers }),
  );

async function readyArchive(user: TestUser): Promise<DataExport> {
  for (let i = 0; i < 100; i += 1) {
    const current = await status(user);
    if (current.state !== 'preparing') return current;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the archive was never written');
}

const CAPTIONS = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nBonjour\n';

/** A person with a video (its file stored), a comment, a playlist, a like and a subscription. */
async function activePerson() {
  const person = await t.registerUser();
  const channel = await t.registerUser();
  const video = await insertVideo(t, person.user._id, { title: 'My “best” / clip' });
  const { video_key: key } = await t.app.db
    .selectFrom('videos')
    .select('video_key')
    .where('id', '=', video._id)
    .executeTakeFirstOrThrow();
  await t.app.storage.put(key, Buffer.from('the original bytes'), 'video/mp4');
  const captionKey = `captions/${'c'.repeat(32)}.vtt`;
  await t.app.storage.put(captionKey, Buffer.from(CAPTIONS), 'text/vtt');
  await t.app.db
    .insertInto('video_captions')
    .values({
      id: newObjectId(),
      video_id: video._id,
      language: 'fr',
      label: 'Français',
      storage_key: captionKey,
    })
    .execute();
  const headers = person.headers;
  const comment = await t.inject({
    method: 'POST',
    url: `/comments/${video._id}`,
    headers,
    payload: { content: 'First!' },
  });
  expect(comment.statusCode).toBe(201);
  await t.inject({ method: 'POST', url: `/likes/toggle/v/${video._id}`, headers });
  await t.inject({ method: 'POST', url: `/subscriptions/c/${channel.user._id}`, headers });
  const playlist = await t.inject({
    method: 'POST',
    url: '/playlist',
    headers,
    payload: { name: 'Keepers', description: 'Mine' },
  });
  expect(playlist.statusCode).toBe(201);
  return { person, channel, video };
}

describe('POST /users/data-export', () => {
  it('writes the archive, mails its link, and the link downloads every part of it', async () => {
    const { person, channel, video } = await activePerson();
    expect((await status(person)).state).toBe('none');

    const started = await t.inject({
      method: 'POST',
      url: '/users/data-export',
      headers: person.headers,
    });
    expect(started.statusCode).toBe(201);
    expect(dataOf<DataExport>(started).state).toBe('preparing');

    const ready = await readyArchive(person);
    expect(ready).toMatchObject({ state: 'ready', failureReason: null });
    expect(Date.parse(ready.expiresAt ?? '') - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const url = ready.downloadUrl ?? '';
    expect(url).toMatch(/^\/api\/v1\/users\/data-export\/[0-9a-f]{24}\/[\w-]{43}$/);

    const mail = await latestOutboxMail(
      t.config.mail.outboxDir,
      person.user.email,
      'Your data is ready to download',
    );
    expect(mail.text).toContain(url);

    // The link is the key: no sign-in needed.
    const download = await t.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="kinora-data-/);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(Number(download.headers['content-length'])).toBe(ready.sizeBytes);

    const files = await unzip(download.rawPayload);
    const json = (name: string) => JSON.parse(files.get(name)?.toString() ?? 'null') as unknown;
    expect(json('profile.json')).toMatchObject({
      username: person.user.username,
      email: person.user.email,
    });
    const [listed] = json('videos.json') as { id: string; title: string; file: string }[];
    expect(listed).toMatchObject({ id: video._id, title: 'My “best” / clip' });
    expect(listed?.file).toBe(`videos/${video._id}-My-best-clip.mp4`);
    expect(files.get(listed?.file ?? '')?.toString()).toBe('the original bytes');
    expect(listed).toMatchObject({
      captions: [{ language: 'fr', label: 'Français', file: `captions/${video._id}-fr.vtt` }],
    });
    expect(files.get(`captions/${video._id}-fr.vtt`)?.toString()).toBe(CAPTIONS);
    expect(json('comments.json')).toEqual([expect.objectContaining({ content: 'First!' })]);
    expect(json('likes.json')).toEqual([expect.objectContaining({ kind: 'video', id: video._id })]);
    expect(json('subscriptions.json')).toEqual([
      expect.objectContaining({ channel: channel.user.username }),
    ]);
    expect(json('playlists.json')).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Keepers', videos: [] })]),
    );
    expect(files.has('README.txt')).toBe(true);
  });

  it('is one at a time, replaces the last archive, and a wrong link finds nothing', async () => {
    const person = await t.registerUser();
    const first = await t.inject({
      method: 'POST',
      url: '/users/data-export',
      headers: person.headers,
    });
    expect(first.statusCode).toBe(201);
    const again = await t.inject({
      method: 'POST',
      url: '/users/data-export',
      headers: person.headers,
    });
    // Unless the worker was quicker than this request.
    if (again.statusCode === 409)
      expect(errorOf(again).message).toBe(
        'Your data is already being prepared. We’ll email you when it’s ready.',
      );
    else expect(again.statusCode).toBe(201);
    const oldUrl = (await readyArchive(person)).downloadUrl ?? '';

    expect(
      (await t.inject({ method: 'POST', url: '/users/data-export', headers: person.headers }))
        .statusCode,
    ).toBe(201);
    const newUrl = (await readyArchive(person)).downloadUrl ?? '';
    expect(newUrl).not.toBe(oldUrl);
    const gone = await t.app.inject({ method: 'GET', url: oldUrl });
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe('This download link has expired or does not exist.');

    const forged = `${newUrl.slice(0, -43)}${'A'.repeat(43)}`;
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: `${newUrl.slice(0, -43)}short` });
    expect(malformed.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(200);
  });

  it('ends after its week: the sweep removes the archive and its file', async () => {
    const person = await t.registerUser();
    await t.inject({ method: 'POST', url: '/users/data-export', headers: person.headers });
    const { downloadUrl } = await readyArchive(person);
    const row = await t.app.db
      .updateTable('data_exports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', person.user._id)
      .returning('storage_key')
      .executeTakeFirstOrThrow();
    expect((await status(person)).state).toBe('none');
    expect((await t.app.inject({ method: 'GET', url: downloadUrl ?? '' })).statusCode).toBe(404);
    await t.app.services.dataExports.sweep(t.app.log);
    expect(await t.app.storage.exists(row.storage_key ?? '')).toBe(false);
  });

  it('fails a request whose job was lost, so the account can ask again', async () => {
    const person = await t.registerUser();
    // A request as a lost job leaves it: preparing, long ago.
    await t.app.db
      .insertInto('data_exports')
      .values({
        id: '0123456789abcdef0123abcd',
        user_id: person.user._id,
        state: 'preparing',
        requested_at: new Date(Date.now() - 2 * 86_400_000),
      })
      .execute();
    const refused = await t.inject({
      method: 'POST',
      url: '/users/data-export',
      headers: person.headers,
    });
    expect(refused.statusCode).toBe(409);
    await t.app.services.dataExports.sweep(t.app.log);
    expect((await status(person)).state).toBe('failed');
    const again = await t.inject({
      method: 'POST',
      url: '/users/data-export',
      headers: person.headers,
    });
    expect(again.statusCode).toBe(201);
    expect((await readyArchive(person)).state).toBe('ready');
  });

  it('is for signed-in accounts, and goes with a deleted account', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: `${API}/users/data-export` })).statusCode,
    ).toBe(401);
    const person = await t.registerUser();
    await t.inject({ method: 'POST', url: '/users/data-export', headers: person.headers });
    await readyArchive(person);
    const { storage_key: key } = await t.app.db
      .selectFrom('data_exports')
      .select('storage_key')
      .where('user_id', '=', person.user._id)
      .executeTakeFirstOrThrow();
    const deleted = await t.inject({
      method: 'DELETE',
      url: '/users',
      headers: person.headers,
      payload: { password: person.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.app.storage.exists(key ?? '')).toBe(false);
  });
});
