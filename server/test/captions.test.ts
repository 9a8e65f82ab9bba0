/** Captions: WebVTT or SRT per language, owner-only changes, and the HLS subtitle group. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStreamDir } from '../src/storage/storage';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import { buildForm } from './media/fixtures';
import type { Caption, Video } from '@kinora/contract';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.registerUser();
  stranger = await t.registerUser();
});
afterAll(async () => {
  await t.close();
});

const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHello <b>there</b>\n';
const SRT =
  '\ufeff1\r\n00:00:00,500 --> 00:00:02,250\r\nBonjour\r\nà tous\r\n\r\n2\r\n00:00:03,000 --> 00:00:05,000\r\nAu revoir\r\n';

function put(
  videoId: string,
  language: string,
  file: string | Buffer,
  options: { label?: string; user?: TestUser; name?: string } = {},
) {
  const bytes = Buffer.isBuffer(file) ? file : Buffer.from(file, 'utf8');
  return t.inject({
    method: 'PUT',
    url: `/videos/${videoId}/captions/${language}`,
    headers: (options.user ?? owner).headers,
    payload: buildForm(options.label ? { label: options.label } : {}, {
      file: [bytes, options.name ?? 'captions.vtt', 'text/vtt'],
    }),
  });
}

async function fetchText(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.body, type: res.headers['content-type'] };
}

describe('PUT /videos/:videoId/captions/:language', () => {
  it('stores a WebVTT file as sent, linked on the video for everyone', async () => {
    const video = await insertVideo(t, owner.user._id, { duration: 30 });
    const res = await put(video._id, 'en', VTT, { label: 'English (CC)' });
    expect(res.statusCode).toBe(200);
    const caption = dataOf<Caption>(res);
    expect(caption).toMatchObject({ language: 'en', label: 'English (CC)' });
    const file = await fetchText(caption.url);
    expect(file).toMatchObject({ status: 200, body: VTT });
    expect(file.type).toContain('text/vtt');

    const watched = dataOf<Video>(await t.inject({ method: 'GET', url: `/videos/${video._id}` }));
    expect(watched.captions).toEqual([caption]);
    const listed = await t.inject({ method: 'GET', url: `/videos/${video._id}/captions` });
    expect(dataOf<Caption[]>(listed)).toEqual([caption]);
  });

  it('converts SRT (with a byte-order mark and CRLF) to WebVTT, the label from the language', async () => {
    const video = await insertVideo(t, owner.user._id, { duration: 30 });
    const res = await put(video._id, 'fr-ca', SRT, { name: 'fr.srt' });
    expect(res.statusCode).toBe(200);
    const caption = dataOf<Caption>(res);
    expect(caption.language).toBe('fr-CA');
    // The language's own name, as the runtime's locale data spells it.
    expect(caption.label).toMatch(/^Français/);
    expect((await fetchText(caption.url)).body).toBe(
      'WEBVTT\n\n00:00:00.500 --> 00:00:02.250\nBonjour\nà tous\n\n00:00:03.000 --> 00:00:05.000\nAu revoir\n',
    );
    // The watch page lists each language once, by language, as the captions' own list does.
    const english = dataOf<Caption>(await put(video._id, 'en', VTT));
    const watched = dataOf<Video>(await t.inject({ method: 'GET', url: `/videos/${video._id}` }));
    expect(watched.captions).toEqual([english, caption]);
  });

  it('replaces the file of a language, keeping its label, and removes the old file', async () => {
    const video = await insertVideo(t, owner.user._id, { duration: 30 });
    const first = dataOf<Caption>(await put(video._id, 'de', VTT, { label: 'Deutsch' }));
    const second = await put(video._id, 'de', SRT);
    expect(second.statusCode).toBe(200);
    expect(dataOf<Caption>(second)).toMatchObject({ language: 'de', label: 'Deutsch' });
    expect(dataOf<Caption>(second).url).not.toBe(first.url);
    expect((await fetchText(first.url)).status).toBe(404);
    const listed = await t.inject({ method: 'GET', url: `/videos/${video._id}/captions` });
    expect(dataOf<Caption[]>(listed)).toHaveLength(1);
  });

  it('refuses a bad file with a 400 naming its line', async () => {
    const video = await insertVideo(t, owner.user._id, { duration: 30 });
    const badTime =
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne\n\n00:00:0x.000 --> 00:00:04.000\nTwo\n';
    const res = await put(video._id, 'en', badTime);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/^Line 6: cue start timestamp/);

    const backwards = await put(video._id, 'en', '1\n00:00:05,000 --> 00:00:02,000\nBack\n');
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).message).toBe('Line 2: the cue ends before it starts.');

    const tooLate = await put(
      video._id,
      'en',
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne\n\n00:01:00.000 --> 00:01:02.000\nLate\n',
    );
    expect(tooLate.statusCode).toBe(400);
    expect(errorOf(tooLate).message).toMatch(
      /^Line 6: the cue ends at 00:01:02.000, after the end/,
    );

    const latin1 = Buffer.concat([
      Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nCaf'),
      Buffer.from([0xe9]),
      Buffer.from('\n'),
    ]);
    const notUtf8 = await put(video._id, 'en', latin1);
    expect(notUtf8.statusCode).toBe(400);
    expect(errorOf(notUtf8).message).toMatch(/^Line 4: the file is not UTF-8/);

    const empty = await put(video._id, 'en', 'just some words\n');
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toMatch(/^Line 1: /);

    const tooBig = await put(video._id, 'en', `WEBVTT\n\nNOTE ${'x'.repeat(1024 * 1024)}\n`);
    expect(tooBig.statusCode).toBe(413);

    const badTag = await put(video._id, 'english', VTT);
    expect(badTag.statusCode).toBe(400);
    // Nothing was stored by any of them.
    const listed = await t.inject({ method: 'GET', url: `/videos/${video._id}/captions` });
    expect(dataOf<Caption[]>(listed)).toEqual([]);
  });

  it('is the owner’s alone: 401 anonymous, 403 another user, 404 on a video they cannot see', async () => {
    const video = await insertVideo(t, owner.user._id, { duration: 30 });
    const anonymous = await t.inject({
      method: 'PUT',
      url: `/videos/${video._id}/captions/en`,
      payload: buildForm({}, { file: [Buffer.from(VTT), 'a.vtt', 'text/vtt'] }),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await put(video._id, 'en', VTT, { user: stranger })).statusCode).toBe(403);
    const hidden = await insertVideo(t, owner.user._id, { visibility: 'private' });
    expect((await put(hidden._id, 'en', VTT, { user: stranger })).statusCode).toBe(404);

    await put(video._id, 'en', VTT);
    const rename = await t.inject({
      method: 'PATCH',
      url: `/videos/${video._id}/captions/en`,
      headers: stranger.headers,
      payload: { label: 'Mine' },
    });
    expect(rename.statusCode).toBe(403);
    const remove = await t.inject({
      method: 'DELETE',
      url: `/videos/${video._id}/captions/en`,
      headers: stranger.headers,
    });
    expect(remove.statusCode).toBe(403);
  });
});

describe('PATCH and DELETE /videos/:videoId/captions/:language', () => {
  it('renames, then deletes the captions and their file', async () => {
    const video = await insertVideo(t, owner.user._id, { duration: 30 });
    const caption = dataOf<Caption>(await put(video._id, 'es', VTT));
    const renamed = await t.inject({
      method: 'PATCH',
      url: `/videos/${video._id}/captions/es`,
      headers: owner.headers,
      payload: { label: '  Español (México) ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(dataOf<Caption>(renamed)).toMatchObject({ language: 'es', label: 'Español (México)' });

    const removed = await t.inject({
      method: 'DELETE',
      url: `/videos/${video._id}/captions/es`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(dataOf(removed)).toEqual({ language: 'es' });
    expect((await fetchText(caption.url)).status).toBe(404);
    const again = await t.inject({
      method: 'DELETE',
      url: `/videos/${video._id}/captions/es`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
    const watched = dataOf<Video>(await t.inject({ method: 'GET', url: `/videos/${video._id}` }));
    expect(watched.captions).toBeUndefined();
  });

  it('goes with its video, file included', async () => {
    const video = await insertVideo(t, owner.user._id, { duration: 30 });
    const caption = dataOf<Caption>(await put(video._id, 'en', VTT));
    const key = new URL(caption.url, 'http://x').pathname.replace('/api/v1/media/', '');
    expect(await t.app.storage.exists(key)).toBe(true);
    const res = await t.inject({
      method: 'DELETE',
      url: `/videos/${video._id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.app.db
      .selectFrom('video_captions')
      .where('video_id', '=', video._id)
      .execute();
    expect(rows).toEqual([]);
    expect(await t.app.storage.exists(key)).toBe(false);
  });
});

describe('privacy', () => {
  it('hides a private video’s captions from visitors, and signs its owner’s links', async () => {
    const video = await insertVideo(t, owner.user._id, { visibility: 'private', duration: 30 });
    const caption = dataOf<Caption>(await put(video._id, 'en', VTT));
    expect(caption.url).toContain('sig=');
    const visitor = await t.inject({ method: 'GET', url: `/videos/${video._id}/captions` });
    expect(visitor.statusCode).toBe(404);
    const other = await t.inject({
      method: 'GET',
      url: `/videos/${video._id}/captions`,
      headers: stranger.headers,
    });
    expect(other.statusCode).toBe(404);
    const unsigned = caption.url.slice(0, caption.url.indexOf('?'));
    expect((await fetchText(unsigned)).status).toBe(404);
    expect((await fetchText(caption.url)).status).toBe(200);
    const mine = await t.inject({
      method: 'GET',
      url: `/videos/${video._id}/captions`,
      headers: owner.headers,
    });
    expect(dataOf<Caption[]>(mine).map((c) => c.language)).toEqual(['en']);
  });
});

describe('HLS', () => {
  const MASTER =
    '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n' +
    '#EXT-X-STREAM-INF:BANDWIDTH=1000,AVERAGE-BANDWIDTH=900,RESOLUTION=160x120,FRAME-RATE=25.000,CODECS="avc1.64000c"\nv0/index.m3u8\n' +
    '#EXT-X-STREAM-INF:BANDWIDTH=3000,AVERAGE-BANDWIDTH=2900,RESOLUTION=320x240,FRAME-RATE=25.000,CODECS="avc1.64000d"\nv1/index.m3u8\n';

  async function streamedVideo(visibility: 'public' | 'private') {
    const video = await insertVideo(t, owner.user._id, { visibility, duration: 12.4 });
    const dir = createStreamDir();
    await t.app.storage.put(
      `streams/${dir}/master.m3u8`,
      Buffer.from(MASTER),
      'application/vnd.apple.mpegurl',
    );
    await t.app.db
      .updateTable('videos')
      .set({
        stream_dir: dir,
        renditions: JSON.stringify([{ height: 120, width: 160, bandwidth: 1000 }]),
      })
      .where('id', '=', video._id)
      .execute();
    await t.app.listCache.changed();
    return { video, dir };
  }

  it('announces each language as a SUBTITLES rendition of the master playlist', async () => {
    const { video, dir } = await streamedVideo('public');
    const master = `/api/v1/media/streams/${dir}/master.m3u8`;
    expect((await fetchText(master)).body).toBe(MASTER);

    const en = dataOf<Caption>(await put(video._id, 'en', VTT, { label: 'English "CC"' }));
    await put(video._id, 'pt-BR', SRT);
    const served = await fetchText(master);
    expect(served.status).toBe(200);
    expect(served.type).toBe('application/vnd.apple.mpegurl');
    const lines = served.body.trim().split('\n');
    const media = lines.filter((l) => l.startsWith('#EXT-X-MEDIA:'));
    expect(media).toEqual([
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="en",NAME="English 'CC'",DEFAULT=NO,AUTOSELECT=YES,URI="captions/${en.id}.m3u8"`,
      expect.stringMatching(
        /^#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="pt-BR",NAME="Português \(Brasil\)",DEFAULT=NO,AUTOSELECT=YES,URI="captions\/[0-9a-f]{24}\.m3u8"$/,
      ),
    ]);
    const variants = lines.filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
    expect(variants).toHaveLength(2);
    for (const v of variants) expect(v.endsWith(',SUBTITLES="subs"')).toBe(true);
    // The media lines come before the variants that name their group.
    expect(lines.indexOf(media[1] ?? '')).toBeLessThan(lines.indexOf(variants[0] ?? ''));

    const playlist = await fetchText(`/api/v1/media/streams/${dir}/captions/${en.id}.m3u8`);
    expect(playlist.body).toBe(
      `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:13\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:12.400,\n${en.id}.vtt\n#EXT-X-ENDLIST\n`,
    );
    const vtt = await fetchText(`/api/v1/media/streams/${dir}/captions/${en.id}.vtt`);
    expect(vtt).toMatchObject({ status: 200, body: VTT });

    // A revalidation of an unchanged master is a 304.
    const first = await t.app.inject({ method: 'GET', url: master });
    const again = await t.app.inject({
      method: 'GET',
      url: master,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    await t.inject({
      method: 'DELETE',
      url: `/videos/${video._id}/captions/en`,
      headers: owner.headers,
    });
    expect((await fetchText(master)).body).not.toContain('LANGUAGE="en"');
    expect((await fetchText(`/api/v1/media/streams/${dir}/captions/${en.id}.m3u8`)).status).toBe(
      404,
    );
  });

  it('keeps a private video’s subtitle playlists behind its folder-signed link', async () => {
    const { video, dir } = await streamedVideo('private');
    const en = dataOf<Caption>(await put(video._id, 'en', VTT));
    expect((await fetchText(`/api/v1/media/streams/${dir}/captions/${en.id}.vtt`)).status).toBe(
      404,
    );
    expect((await fetchText(`/api/v1/media/streams/${dir}/master.m3u8`)).status).toBe(404);
    const mine = dataOf<Video>(
      await t.inject({ method: 'GET', url: `/videos/${video._id}`, headers: owner.headers }),
    );
    const hls = mine.streams?.hls ?? '';
    expect(hls).toContain('/media/s/');
    const master = await fetchText(hls);
    expect(master.body).toContain(`URI="captions/${en.id}.m3u8"`);
    const folder = hls.slice(0, hls.lastIndexOf('/') + 1);
    expect((await fetchText(`${folder}captions/${en.id}.m3u8`)).status).toBe(200);
    expect((await fetchText(`${folder}captions/${en.id}.vtt`)).body).toBe(VTT);
  });
});
