import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { message, translate } from '../../i18n/translate';
import type { LanguageCode } from '@kinora/contract';
import type { AccountData } from './data-export-repository';
import type { Storage } from '../../storage/storage';

const README = message(`This archive holds what your account made and chose on the site:

profile.json        your account: name, username, email, channel description and links
videos.json         your videos' details; their files are in videos/, their captions
                    (WebVTT) in captions/
comments.json       your comments and replies
posts.json          your community posts and replies
playlists.json      your playlists with the videos in them
history.json        what you watched, and where you stopped
likes.json          the videos, comments and posts you liked
subscriptions.json  the channels you follow

Dates are in UTC (ISO 8601). A video's file is the one you uploaded when the site kept it, else
the best version the site made from it.
`);

/** Where a caption file goes in the archive: the video's id and the caption's language tag. */
const captionFileName = (videoId: string, language: string) =>
  `captions/${videoId}-${language}.vtt`;

/** A file name for a video that a person recognises, and that no title can turn into a path. */
function videoFileName(video: AccountData['videos'][number]): string {
  const slug = video.title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `videos/${video.id}${slug ? `-${slug}` : ''}.mp4`;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Writes the account's archive to `target` as a zip: the JSON files and each video's file,
 * streamed from storage one at a time (lazily opened), so memory stays flat however large the
 * videos are. Answers the archive's size in bytes. A video whose file is missing from storage is
 * listed without one. The README is in `language`, the one the archive was asked for in.
 */
export async function writeArchive(
  data: AccountData,
  storage: Storage,
  target: string,
  language: LanguageCode,
): Promise<number> {
  const zip = new ZipFile();
  const files: Record<string, string | null> = {};
  for (const video of data.videos) {
    const key = (await storage.exists(video.fileKey ?? ''))
      ? video.fileKey
      : video.progressiveKey && (await storage.exists(video.progressiveKey))
        ? video.progressiveKey
        : null;
    files[video.id] = key ? videoFileName(video) : null;
    if (!key) continue;
    zip.addReadStreamLazy(videoFileName(video), { compress: false }, (done) => {
      storage.get(key).then(
        (object) =>
          object
            ? done(null, object.stream)
            : done(
                new Error(`The file of video ${video.id} went missing while it was archived.`),
                null as never,
              ),
        (error: unknown) => done(error, null as never),
      );
    });
  }
  const captionFiles = new Map<string, string | null>();
  for (const video of data.videos) {
    for (const caption of video.captions) {
      const name = captionFileName(video.id, caption.language);
      const object = await storage.get(caption.storageKey);
      // Captions are small (a MiB at most): read whole, unlike the videos.
      captionFiles.set(name, object ? name : null);
      if (object) zip.addBuffer(await buffer(object.stream), name);
    }
  }
  zip.addBuffer(Buffer.from(translate(README, language)), 'README.txt');
  zip.addBuffer(json(data.profile), 'profile.json');
  zip.addBuffer(
    json(
      data.videos.map(({ fileKey: _original, progressiveKey: _progressive, ...video }) => ({
        ...video,
        file: files[video.id] ?? null,
        captions: video.captions.map(({ language, label }) => ({
          language,
          label,
          file: captionFiles.get(captionFileName(video.id, language)) ?? null,
        })),
      })),
    ),
    'videos.json',
  );
  zip.addBuffer(json(data.comments), 'comments.json');
  zip.addBuffer(json(data.posts), 'posts.json');
  zip.addBuffer(json(data.playlists), 'playlists.json');
  zip.addBuffer(json(data.history), 'history.json');
  zip.addBuffer(json(data.likes), 'likes.json');
  zip.addBuffer(json(data.subscriptions), 'subscriptions.json');
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(target));
  return (await stat(target)).size;
}
