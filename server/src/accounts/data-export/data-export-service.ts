import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  API_BASE,
  DATA_EXPORT_VALID_DAYS,
  DEFAULT_LANGUAGE,
  type DataExport,
  type LanguageCode,
} from '@kinora/contract';
import { message, translate, type Message } from '../../i18n/translate';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-error';
import { newObjectId } from '../../lib/object-id';
import { deleteStoredFiles } from '../../media/stored-files';
import { createStorageKey, type Storage } from '../../storage/storage';
import { writeArchive } from './write-archive';
import type { FastifyBaseLogger } from 'fastify';
import type { MailContent, Mailer } from '../../mail';
import type { DataExportRepository } from './data-export-repository';

const DAY_MS = 24 * 3_600_000;
/** Longer than every attempt of the job together (its queue expires one after 6 hours). */
const STALE_AFTER_MS = DAY_MS;
/** The one reason an archive fails, stored in English and answered in its reader's language. */
const FAILED_REASON = message(
  'Your data could not be prepared. Please try again; if it fails again, contact the site’s administrators.',
);

export const DATA_EXPORT_QUEUE = 'data-export';
export interface DataExportJobData {
  exportId: string;
  /** The language of the request that asked for it: the mail and the README are written in it. */
  language?: LanguageCode;
}

type ExportRow = NonNullable<Awaited<ReturnType<DataExportRepository['latest']>>>;

/**
 * When the link stops working: in English as the mail always wrote it, in another language as
 * that language writes a date (in UTC, as the English one is).
 */
const untilOf = (expiresAt: Date, language: LanguageCode) =>
  language === DEFAULT_LANGUAGE
    ? expiresAt.toUTCString()
    : new Intl.DateTimeFormat(language, {
        dateStyle: 'full',
        timeStyle: 'long',
        timeZone: 'UTC',
      }).format(expiresAt);

/** The mail that brings the link; it works without signing in, so it says so. */
export function dataExportReadyMail(
  url: string,
  expiresAt: Date,
  language: LanguageCode,
): MailContent {
  const say = (said: Message) => translate(said, language);
  return {
    language,
    subject: say(message('Your data is ready to download')),
    heading: say(message('Your data is ready to download')),
    paragraphs: [
      say(
        message(
          'The archive of your account’s data that you asked for is ready: your profile, videos, comments, posts, playlists, history, likes and subscriptions.',
        ),
      ),
      say(
        message(
          'The link works until {{until}}. Anyone who has it can download the archive, so keep it to yourself.',
          { until: untilOf(expiresAt, language) },
        ),
      ),
    ],
    action: { label: say(message('Download my data')), url },
    footer: [
      say(
        message(
          'If you did not ask for this, change your password: someone may be using your account.',
        ),
      ),
    ],
  };
}

/**
 * "Download your data": one archive at a time per account, written by a job into the site's
 * storage and kept `DATA_EXPORT_VALID_DAYS` days. Its link carries its own key (an HMAC of the
 * archive's id), so it needs no sign-in, dies with the archive, and is never stored.
 */
export function createDataExportService(deps: {
  exports: DataExportRepository;
  storage: Storage;
  mailer: Mailer;
  /** Queues the job that writes the archive, and mails its link in `language`. */
  enqueue: (exportId: string, language: LanguageCode) => Promise<void>;
  /** Where archives are written before they go to storage. */
  workDir: string;
  linkKey: Buffer;
}) {
  const { exports, storage } = deps;
  const tokenOf = (exportId: string) =>
    createHmac('sha256', deps.linkKey).update(exportId).digest('base64url');
  const downloadPath = (exportId: string) =>
    `${API_BASE}/users/data-export/${exportId}/${tokenOf(exportId)}`;

  function toDataExport(row: ExportRow | undefined, language: LanguageCode): DataExport {
    const expired = row?.expires_at && row.expires_at.getTime() <= Date.now();
    if (!row || expired)
      return {
        state: 'none',
        requestedAt: null,
        downloadUrl: null,
        sizeBytes: null,
        expiresAt: null,
        failureReason: null,
      };
    return {
      state: row.state,
      requestedAt: row.requested_at.toISOString(),
      downloadUrl: row.state === 'ready' ? downloadPath(row.id) : null,
      sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
      expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
      failureReason:
        row.failure_reason === translate(FAILED_REASON)
          ? translate(FAILED_REASON, language)
          : row.failure_reason,
    };
  }

  return {
    /** Where the account's archive stands, its failure told in `language`. */
    async status(userId: string, language: LanguageCode): Promise<DataExport> {
      return toDataExport(await exports.latest(userId), language);
    },

    /**
     * A new archive: 409 while one is being prepared. It replaces the account's earlier ones. Its
     * mail and README are in `language`, the request's.
     */
    async request(
      userId: string,
      log: FastifyBaseLogger,
      language: LanguageCode,
    ): Promise<DataExport> {
      const id = newObjectId();
      try {
        await exports.create(id, userId);
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(
            message('Your data is already being prepared. We’ll email you when it’s ready.'),
          );
        throw error;
      }
      await deleteStoredFiles(storage, await exports.removeOthers(userId, id), log);
      try {
        await deps.enqueue(id, language);
      } catch (error) {
        // Never left `preparing` without a job: the account could not ask again.
        await exports.failed(id, translate(FAILED_REASON));
        throw error;
      }
      return toDataExport(await exports.find(id), language);
    },

    /** The archive behind a link, or 404 for a wrong, expired or withdrawn one. */
    async file(exportId: string, token: string) {
      const expected = Buffer.from(tokenOf(exportId));
      const given = Buffer.from(token);
      const row = await exports.find(exportId);
      const valid =
        given.length === expected.length &&
        timingSafeEqual(given, expected) &&
        row?.state === 'ready' &&
        row.storage_key !== null &&
        row.expires_at !== null &&
        row.expires_at.getTime() > Date.now();
      const object = valid && row.storage_key ? await storage.get(row.storage_key) : null;
      if (!object) throw notFound(message('This download link has expired or does not exist.'));
      return object;
    },

    /**
     * The job: writes the archive, stores it and mails its link. A request withdrawn meanwhile
     * (the account deleted) leaves nothing behind. A job queued without a language (before there
     * were others) writes in English.
     */
    async write(
      exportId: string,
      log: FastifyBaseLogger,
      language: LanguageCode = DEFAULT_LANGUAGE,
    ): Promise<void> {
      const row = await exports.find(exportId);
      if (row?.state !== 'preparing') return;
      const data = await exports.accountData(row.user_id);
      if (!data) return;
      await mkdir(deps.workDir, { recursive: true });
      const file = path.join(deps.workDir, `${exportId}.zip`);
      const key = createStorageKey('exports', 'zip');
      try {
        const size = await writeArchive(data, storage, file, language);
        await storage.putFile(key, file, 'application/zip');
        const expiresAt = new Date(Date.now() + DATA_EXPORT_VALID_DAYS * DAY_MS);
        if (!(await exports.ready(exportId, key, size, expiresAt))) {
          await deleteStoredFiles(storage, [key], log);
          return;
        }
        await deps.mailer.send({
          to: String(data.profile.email),
          ...dataExportReadyMail(deps.mailer.linkTo(downloadPath(exportId)), expiresAt, language),
        });
        log.info({ exportId, bytes: size }, 'data archive ready');
      } finally {
        await rm(file, { force: true });
      }
    },

    /** The last attempt failed: the account is told on its settings page. */
    async failed(exportId: string): Promise<void> {
      await exports.failed(exportId, translate(FAILED_REASON));
    },

    /** Removes the archives past their week, rows and files, and fails requests left behind. */
    async sweep(log: FastifyBaseLogger): Promise<void> {
      await exports.failStale(new Date(Date.now() - STALE_AFTER_MS), translate(FAILED_REASON));
      await deleteStoredFiles(storage, await exports.removeExpired(new Date()), log);
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
