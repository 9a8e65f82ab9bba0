import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../storage/storage';

/** A file now in storage, known by its key (answers build its URL). */
export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
}

/** Files stored as one thing (the sizes of a thumbnail): they are added and removed together. */
export interface StoredFileSet {
  files: ReadonlyArray<StoredFile>;
}

type Logger = Pick<FastifyBaseLogger, 'error'>;

const keysOf = (added: StoredFile | StoredFileSet): string[] =>
  'files' in added ? added.files.map((file) => file.key) : [added.key];

/** Deletes stored files; never throws (a failed delete is logged) so an original error survives. */
export async function deleteStoredFiles(
  storage: Storage,
  keys: ReadonlyArray<string | null | undefined>,
  log: Logger,
): Promise<void> {
  const present = keys.filter((key): key is string => Boolean(key));
  const results = await Promise.allSettled(present.map((key) => storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected')
      log.error({ err: result.reason, key: present[i] }, 'could not delete media');
  });
}

/**
 * The one owner of stored files after an upload: `write` is the database change that starts
 * referencing `added` (files, or sets of them) and may stop referencing other files, which it
 * returns as `orphaned`. If it fails the added files are deleted, if it succeeds the orphaned ones
 * are, so storage never keeps a file no row points at.
 */
export async function commitStoredFiles<T>(
  storage: Storage,
  log: Logger,
  added: ReadonlyArray<StoredFile | StoredFileSet | null | undefined>,
  write: () => Promise<{ result: T; orphaned?: ReadonlyArray<string | null> }>,
): Promise<T> {
  let outcome: Awaited<ReturnType<typeof write>>;
  try {
    outcome = await write();
  } catch (error) {
    await deleteStoredFiles(
      storage,
      added.flatMap((item) => (item ? keysOf(item) : [])),
      log,
    );
    throw error;
  }
  await deleteStoredFiles(storage, outcome.orphaned ?? [], log);
  return outcome.result;
}
