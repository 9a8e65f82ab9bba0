import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError, message, payloadTooLarge, type Message } from '../lib/http-error';

/** Counts bytes as they pass and fails the pipe as soon as there are more than allowed. */
class ByteLimit extends Transform {
  bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly tooLargeMessage: Message,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) done(payloadTooLarge(this.tooLargeMessage));
    else done(null, chunk);
  }
}

/** How much of a file the type sniffing reads: file-type's own "reasonable detection size". */
export const SNIFF_BYTES = 4100;

/**
 * Holds back the first bytes until there are enough to tell the file type, asks `inspect` about
 * them, and only then lets them and the rest through: a refusal ends the upload having read no
 * more than those bytes, and written none. (file-type's `fileTypeStream` samples whatever its
 * first read returns, which over a network can be a handful of bytes.) An empty file is never
 * inspected: it is an unset file input, not a file of the wrong type.
 */
class SniffFirstBytes extends Transform {
  private head: Buffer[] = [];
  private length = 0;
  private inspected = false;

  constructor(private readonly inspect: (sample: Buffer) => Promise<void>) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.inspected) return done(null, chunk);
    this.head.push(chunk);
    this.length += chunk.length;
    if (this.length < SNIFF_BYTES) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.inspected || this.length === 0) return done();
    this.release(done);
  }

  private release(done: TransformCallback): void {
    this.inspected = true;
    const sample = Buffer.concat(this.head);
    this.head = [];
    this.inspect(sample).then(
      () => done(null, sample),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  }
}

export interface SpooledFile {
  path: string;
  size: number;
}

/** A system error from the file system (ENOSPC, EACCES…): the server's problem, not the client's. */
function isSystemError(err: unknown): boolean {
  return err instanceof Error && 'syscall' in err && typeof err.syscall === 'string';
}

/**
 * Removes a spooled file with its scratch folder (whatever a check wrote beside it included).
 */
export async function removeSpooledFile(filePath: string): Promise<void> {
  await fs.rm(path.dirname(filePath), { recursive: true, force: true });
}

/**
 * Streams an uploaded part into a fresh file in a scratch folder of its own under `tempDir`, so
 * nothing that reads it (ffprobe) finds another upload beside it, never holding more than a
 * stream buffer in memory. Its first bytes go to `inspect` before anything is written (an HttpError there stops
 * the upload at once). Over `maxBytes` it stops with a 413; a broken or aborted upload becomes a
 * 400; one stopped by `signal` with its reason (an HttpError). The scratch folder is removed on
 * any failure.
 */
export async function spoolToTempFile(
  source: Readable,
  options: {
    tempDir: string;
    maxBytes: number;
    tooLargeMessage: Message;
    inspect: (sample: Buffer) => Promise<void>;
    signal?: AbortSignal;
  },
): Promise<SpooledFile> {
  const scratch = path.join(options.tempDir, randomBytes(16).toString('hex'));
  await fs.mkdir(scratch);
  const filePath = path.join(scratch, 'original.upload');
  const limit = new ByteLimit(options.maxBytes, options.tooLargeMessage);
  try {
    await pipeline(
      source,
      limit,
      new SniffFirstBytes(options.inspect),
      createWriteStream(filePath, { flags: 'wx' }),
      { signal: options.signal },
    );
    return { path: filePath, size: limit.bytes };
  } catch (err) {
    await removeSpooledFile(filePath);
    if (options.signal?.aborted) throw options.signal.reason;
    if (err instanceof HttpError || isSystemError(err)) throw err;
    // Whatever else breaks the read side is the upload itself: the client went away mid-way or
    // sent a malformed multipart body.
    throw new HttpError(400, message('The upload was interrupted or malformed. Please try again.'));
  }
}
