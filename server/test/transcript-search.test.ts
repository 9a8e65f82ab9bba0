/** Search finds a video by what is said in it: its captions' cues, with the time they are said. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import { buildForm } from './media/fixtures';
import type { Page, SearchResult, Video } from '@kinora/contract';

let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.registerUser();
  viewer = await t.registerUser();
});
afterAll(async () => {
  await t.close();
});

function putCaptions(videoId: string, language: string, vtt: string) {
  return t.inject({
    method: 'PUT',
    url: `/videos/${videoId}/captions/${language}`,
    headers: owner.headers,
    payload: buildForm({}, { file: [Buffer.from(vtt, 'utf8'), 'captions.vtt', 'text/vtt'] }),
  });
}

/**
 * Signed in by default: a visitor's search may be answered from the list cache's copy of a
 * moment ago, and these tests change captions between two searches.
 */
async function search(query: string, user: TestUser | null = viewer) {
  const res = await t.inject({
    method: 'GET',
    url: `/search?query=${encodeURIComponent(query)}`,
    ...(user ? { headers: user.headers } : {}),
  });
  expect(res.statusCode).toBe(200);
  return dataOf<Page<SearchResult>>(res).docs;
}

const spokenOf = (results: SearchResult[], video: Video) =>
  results.find((r) => r.kind === 'video' && r.video._id === video._id);

const LESSON = [
  'WEBVTT',
  '',
  '00:00:02.000 --> 00:00:05.000',
  'Welcome to the <i>workshop</i>.',
  '',
  '00:01:23.500 --> 00:01:27.000',
  '<v Maya>Now we temper the chocolate',
  'slowly, on a marble slab.',
  '',
  '00:02:10.000 --> 00:02:12.000',
  'Tempering chocolate again, &amp; faster.',
  '',
].join('\n');

describe('GET /search by what is said', () => {
  it('finds a video whose title and description never say the words, at the cue that does', async () => {
    const video = await insertVideo(t, owner.user._id, {
      title: 'Saturday workshop',
      description: 'Recorded live.',
      duration: 300,
    });
    expect((await putCaptions(video._id, 'en', LESSON)).statusCode).toBe(200);

    const results = await search('marble slab');
    expect(spokenOf(results, video)).toMatchObject({
      kind: 'video',
      video: { _id: video._id },
      spoken: {
        startSeconds: 83.5,
        text: 'Now we temper the chocolate slowly, on a marble slab.',
        language: 'en',
      },
    });
    // Words are matched as the rest of search matches them (stemmed): the earliest cue wins.
    expect(spokenOf(await search('tempering chocolate'), video)).toMatchObject({
      spoken: { startSeconds: 83.5 },
    });
  });

  it('says nothing of captions when only the title matches', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Hazelnut praline', duration: 60 });
    expect(
      (await putCaptions(video._id, 'en', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n'))
        .statusCode,
    ).toBe(200);
    const hit = spokenOf(await search('hazelnut praline'), video);
    expect(hit).toBeDefined();
    expect(hit).not.toHaveProperty('spoken');
  });

  it('forgets what replaced or deleted captions said', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Untitled take', duration: 60 });
    await putCaptions(video._id, 'fr', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nquince jelly\n');
    expect(spokenOf(await search('quince jelly'), video)).toBeDefined();
    await putCaptions(video._id, 'fr', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nplum jam\n');
    expect(spokenOf(await search('quince jelly'), video)).toBeUndefined();
    expect(spokenOf(await search('plum jam'), video)).toMatchObject({
      spoken: { language: 'fr', text: 'plum jam' },
    });
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/videos/${video._id}/captions/fr`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(spokenOf(await search('plum jam'), video)).toBeUndefined();
  });

  it('finds nothing in the captions of a video the searcher may not see', async () => {
    const video = await insertVideo(t, owner.user._id, {
      title: 'Kept to myself',
      visibility: 'private',
      duration: 60,
    });
    await putCaptions(video._id, 'en', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nsecret saffron\n');
    expect(spokenOf(await search('secret saffron', viewer), video)).toBeUndefined();
    expect(spokenOf(await search('secret saffron', null), video)).toBeUndefined();
  });

  it('indexes captions stored before their words were kept, from the hourly sweep', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Archive reel', duration: 60 });
    await putCaptions(
      video._id,
      'en',
      'WEBVTT\n\n00:00:07.250 --> 00:00:09.000\nthe lighthouse keeper\n',
    );
    // As a caption of before migration 132 is: no cues, not indexed.
    await t.app.db.deleteFrom('caption_cues').where('video_id', '=', video._id).execute();
    await t.app.db
      .updateTable('video_captions')
      .set({ cues_indexed: false })
      .where('video_id', '=', video._id)
      .execute();
    expect(spokenOf(await search('lighthouse keeper'), video)).toBeUndefined();

    await t.app.sweepExpiredRows();
    expect(spokenOf(await search('lighthouse keeper'), video)).toMatchObject({
      spoken: { startSeconds: 7.25, text: 'the lighthouse keeper' },
    });
    // Indexed once: a second sweep adds nothing twice.
    await t.app.sweepExpiredRows();
    const cues = await t.app.db
      .selectFrom('caption_cues')
      .select('text')
      .where('video_id', '=', video._id)
      .execute();
    expect(cues).toEqual([{ text: 'the lighthouse keeper' }]);
  });

  it('marks a caption whose file is gone as done, so the sweep does not read it again', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Lost file', duration: 60 });
    await putCaptions(video._id, 'en', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nnothing\n');
    const row = await t.app.db
      .selectFrom('video_captions')
      .select(['id', 'storage_key'])
      .where('video_id', '=', video._id)
      .executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('caption_cues').where('caption_id', '=', row.id).execute();
    await t.app.db
      .updateTable('video_captions')
      .set({ cues_indexed: false })
      .where('id', '=', row.id)
      .execute();
    await t.app.storage.delete(row.storage_key);

    await t.app.sweepExpiredRows();
    const after = await t.app.db
      .selectFrom('video_captions')
      .select('cues_indexed')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after.cues_indexed).toBe(true);
  });
});
