import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { API_BASE, DATA_EXPORT_VALID_DAYS, type DataExport } from '@kinora/contract';
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
const FAILED_REASON =
  'Your data could not be prepared. Please try again; if it fails again, contact the site’s administrators.';

export const DATA_EXPORT_QUEUE = 'data-export';
export interface DataExportJobData {
  exportId: string;
}

type ExportRow = NonNullable<Awaited<ReturnType<DataExportRepository['latest']>>>;

/** The mail that brings the link; it works without signing in, so it says so. */
export function dataExportReadyMail(url: string, expiresAt: Date): MailContent {
  return {
    subject: 'Your data is ready to download',
    heading: 'Your data is ready to download',
    paragraphs: [
      'The archive of your account’s data that you asked for is ready: your profile, videos, comments, posts, playlists, history, likes and subscriptions.',
      `The link works until ${expiresAt.toUTCString()}. Anyone who has it can download the archive, so keep it to yourself.`,
    ],
    action: { label: 'Download my data', url },
    footer: [
      'If you did not ask for this, change your password: someone may be using your account.',
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
  /** Queues the job that writes the archive. */
  enqueue: (exportId: string) => Promise<void>;
  /** Where archives are written before they go to storage. */
  workDir: string;
  linkKey: Buffer;
}) {
  const { exports, storage } = deps;
  const tokenOf = (exportId: string) =>
    createHmac('sha256', deps.linkKey).update(exportId).digest('base64url');
  const downloadPath = (exportId: string) =>
    `${API_BASE}/users/data-export/${exportId}/${tokenOf(exportId)}`;

  function toDataExport(row: ExportRow | undefined): DataExport {
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
      failureReason: row.failure_reason,
    };
  }

  return {
    async status(userId: string): Promise<DataExport> {
      return toDataExport(await exports.latest(userId));
    },

    /** A new archive: 409 while one is being prepared. It replaces the account's earlier ones. */
    async request(userId: string, log: FastifyBaseLogger): Promise<DataExport> {
      const id = newObjectId();
      try {
        await exports.create(id, userId);
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('Your data is already being prepared. We’ll email you when it’s ready.');
        throw error;
      }
      await deleteStoredFiles(storage, await exports.removeOthers(userId, id), log);
      try {
        await deps.enqueue(id);
      } catch (error) {
        // Never left `preparing` without a job: the account could not ask again.
        await exports.failed(id, FAILED_REASON);
        throw error;
      }
      return toDataExport(await exports.find(id));
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
      if (!object) throw notFound('This download link has expired or does not exist.');
      return object;
    },

    /**
     * The job: writes the archive, stores it and mails its link. A request withdrawn meanwhile
     * (the account deleted) leaves nothing behind.
     */
    async write(exportId: string, log: FastifyBaseLogger): Promise<void> {
      const row = await exports.find(exportId);
      if (row?.state !== 'preparing') return;
      const data = await exports.accountData(row.user_id);
      if (!data) return;
      await mkdir(deps.workDir, { recursive: true });
      const file = path.join(deps.workDir, `${exportId}.zip`);
      const key = createStorageKey('exports', 'zip');
      try {
        const size = await writeArchive(data, storage, file);
        await storage.putFile(key, file, 'application/zip');
        const expiresAt = new Date(Date.now() + DATA_EXPORT_VALID_DAYS * DAY_MS);
        if (!(await exports.ready(exportId, key, size, expiresAt))) {
          await deleteStoredFiles(storage, [key], log);
          return;
        }
        await deps.mailer.send({
          to: String(data.profile.email),
          ...dataExportReadyMail(deps.mailer.linkTo(downloadPath(exportId)), expiresAt),
        });
        log.info({ exportId, bytes: size }, 'data archive ready');
      } finally {
        await rm(file, { force: true });
      }
    },

    /** The last attempt failed: the account is told on its settings page. */
    async failed(exportId: string): Promise<void> {
      await exports.failed(exportId, FAILED_REASON);
    },

    /** Removes the archives past their week, rows and files, and fails requests left behind. */
    async sweep(log: FastifyBaseLogger): Promise<void> {
      await exports.failStale(new Date(Date.now() - STALE_AFTER_MS), FAILED_REASON);
      await deleteStoredFiles(storage, await exports.removeExpired(new Date()), log);
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
