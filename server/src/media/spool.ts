import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError, payloadTooLarge } from '../lib/http-error';

/** Counts bytes as they pass and fails the pipe as soon as there are more than allowed. */
class ByteLimit extends Transform {
  bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly tooLargeMessage: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) done(payloadTooLarge(this.tooLargeMessage));
    else done(null, chunk);
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
 * Streams an uploaded part into a fresh file in `tempDir`, never holding more than a stream buffer
 * in memory. Over `maxBytes` it stops with a 413; a broken or aborted upload becomes a 400. The
 * temp file is removed on any failure.
 */
export async function spoolToTempFile(
  source: Readable,
  options: { tempDir: string; maxBytes: number; tooLargeMessage: string },
): Promise<SpooledFile> {
  const filePath = path.join(options.tempDir, `${randomBytes(16).toString('hex')}.upload`);
  const limit = new ByteLimit(options.maxBytes, options.tooLargeMessage);
  try {
    await pipeline(source, limit, createWriteStream(filePath, { flags: 'wx' }));
    return { path: filePath, size: limit.bytes };
  } catch (err) {
    await fs.rm(filePath, { force: true });
    if (err instanceof HttpError || isSystemError(err)) throw err;
    // Whatever else breaks the read side is the upload itself: the client went away mid-way or
    // sent a malformed multipart body.
    throw new HttpError(400, 'The upload was interrupted or malformed. Please try again.');
  }
}
