import { text } from 'node:stream/consumers';
import { CAPTION_END_SLACK_SECONDS, CAPTION_MAX_LANGUAGES, type Caption } from '@kinora/contract';
import { badRequest, message, notFound } from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import { assertOwner } from '../lib/ownership';
import { checkCaptionFile, spokenCuesOf } from '../media/caption-file';
import { deleteStoredFiles } from '../media/stored-files';
import { createStorageKey, type Storage } from '../storage/storage';
import { createCaptionRepository } from './caption-repository';
import { createVideoRepository } from './video-repository';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import type { VideoService } from './video-service';

/** Captions read per housekeeping sweep to make their words searchable. */
const UNINDEXED_PER_SWEEP = 50;

export interface CaptionServiceDeps {
  db: Kysely<Database>;
  storage: Storage;
  /** Reads a video as its viewer may see it, captions linked (`GET /videos/:id`). */
  videos: Pick<VideoService, 'watch'>;
}

const TOO_MANY_LANGUAGES = message(
  'A video can have captions in at most {{limit}} languages. Delete one first.',
  { limit: CAPTION_MAX_LANGUAGES },
);

/**
 * A BCP 47 tag in its canonical case (`pt-br` → `pt-BR`), or a 400 for one the runtime does not
 * take as a language tag.
 */
export function canonicalLanguage(tag: string): string {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    if (canonical) return canonical;
  } catch {
    // A RangeError: not a well-formed tag.
  }
  throw badRequest(message('"{{tag}}" is not a language tag (e.g. en, pt-BR).', { tag }));
}

/** The language's own name ("English", "Português (Brasil)"), the label a caption gets by default. */
function nameOfLanguage(language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** A video's captions: one WebVTT file per language, changed by the video's owner only. */
export function createCaptionService({ db, storage, videos }: CaptionServiceDeps) {
  const captions = createCaptionRepository(db);
  const videoRows = createVideoRepository(db);

  async function ownedVideo(videoId: string, userId: string) {
    const meta = assertOwner(await videoRows.findMeta(videoId), userId, 'Video');
    const row = await db
      .selectFrom('videos')
      .select('duration')
      .where('id', '=', meta.id)
      .executeTakeFirst();
    return { ...meta, duration: Number(row?.duration ?? 0) };
  }

  /** The caption in `language` as its owner now sees it (links signed as the video's are). */
  async function answer(videoId: string, userId: string, language: string): Promise<Caption> {
    const video = await videos.watch(videoId, { userId });
    const caption = video.captions?.find((c) => c.language === language);
    if (!caption) throw notFound(message('Captions not found.'));
    return caption;
  }

  return {
    /**
     * Makes the words of captions stored before cues were kept searchable, reading their files:
     * a few at a time, from the hourly housekeeping. A file that cannot be read is logged and
     * left for the next sweep.
     */
    async indexUnsearched(log: FastifyBaseLogger, limit = UNINDEXED_PER_SWEEP): Promise<number> {
      let indexed = 0;
      for (const caption of await captions.unindexed(limit)) {
        try {
          const stored = await storage.get(caption.storage_key);
          // A file gone from storage says nothing: marked done, so it is not read every hour.
          const spoken = stored ? await spokenCuesOf(await text(stored.stream)) : [];
          if (await captions.indexCues(caption, spoken)) indexed += 1;
        } catch (error) {
          log.warn({ err: error, captionId: caption.id }, 'could not index a caption for search');
        }
      }
      return indexed;
    },

    /** What anyone who can see the video sees of its captions. */
    async list(videoId: string, viewerId: string | null): Promise<Caption[]> {
      return (await videos.watch(videoId, { userId: viewerId })).captions ?? [];
    },

    /**
     * Stores `file` (WebVTT or SRT, checked against the video) as the video's captions in
     * `language`, in place of any it had.
     */
    async put(
      videoId: string,
      userId: string,
      input: { language: string; label: string | undefined; file: Buffer },
      log: FastifyBaseLogger,
    ): Promise<Caption> {
      const language = canonicalLanguage(input.language);
      const video = await ownedVideo(videoId, userId);
      const existing = await captions.find(videoId, language);
      if (!existing && (await captions.count(videoId)) >= CAPTION_MAX_LANGUAGES)
        throw badRequest(TOO_MANY_LANGUAGES);
      // A video whose length is not known yet (still uploading) is not held to it.
      const maxEndSeconds =
        video.duration > 0 ? video.duration + CAPTION_END_SLACK_SECONDS : Number.POSITIVE_INFINITY;
      const checked = await checkCaptionFile(input.file, { maxEndSeconds });
      // Each version gets a key of its own: links to the old file, wherever cached, stay whole.
      const key = createStorageKey('captions', 'vtt');
      await storage.put(key, Buffer.from(checked.vtt, 'utf8'), 'text/vtt', undefined);
      let replaced: string | null;
      try {
        replaced = await db.transaction().execute(async (trx) => {
          const old = await captions.replace(
            {
              id: newObjectId(),
              video_id: videoId,
              language,
              label: input.label ?? existing?.label ?? nameOfLanguage(language),
              storage_key: key,
            },
            checked.spoken,
            trx,
          );
          // Counted again inside: two uploads of new languages at once cannot pass the limit.
          if ((await captions.count(videoId, trx)) > CAPTION_MAX_LANGUAGES)
            throw badRequest(TOO_MANY_LANGUAGES);
          return old;
        });
      } catch (err) {
        await deleteStoredFiles(storage, [key], log);
        throw err;
      }
      if (replaced) await deleteStoredFiles(storage, [replaced], log);
      return answer(videoId, userId, language);
    },

    async rename(
      videoId: string,
      userId: string,
      language: string,
      label: string,
    ): Promise<Caption> {
      const tag = canonicalLanguage(language);
      await ownedVideo(videoId, userId);
      if (!(await captions.rename(videoId, tag, label)))
        throw notFound(message('Captions not found.'));
      return answer(videoId, userId, tag);
    },

    async remove(
      videoId: string,
      userId: string,
      language: string,
      log: FastifyBaseLogger,
    ): Promise<{ language: string }> {
      const tag = canonicalLanguage(language);
      await ownedVideo(videoId, userId);
      const row = await captions.delete(videoId, tag);
      if (!row) throw notFound(message('Captions not found.'));
      await deleteStoredFiles(storage, [row.storage_key], log);
      return { language: tag };
    },
  };
}

export type CaptionService = ReturnType<typeof createCaptionService>;
