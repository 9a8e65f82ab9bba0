import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertResumableUploadKey,
  assertStorageKey,
  assertStreamPrefix,
  type ByteRange,
  type Storage,
  type StoredObject,
  type StoredObjectInfo,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
  /**
   * The largest object one CopyObject copies, and the size of each part of a larger copy: S3's
   * own limit (5 GiB) unless a test asks for less.
   */
  copyPartBytes?: number;
}

/** S3 copies up to 5 GiB in one request, CopyObject as UploadPartCopy. */
const MAX_COPY_BYTES = 5 * 1024 ** 3;

function isNotFound(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return (
    err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404
  );
}

/**
 * Some S3-compatible servers widen a range (`bytes=0-0` answered with the whole object) or ignore
 * it; cut what they sent down to the bytes that were asked for.
 */
function sliceStream(source: Readable, skip: number, length: number): Readable {
  let skipped = 0;
  let sent = 0;
  const slice = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let part = chunk;
      if (skipped < skip) {
        const drop = Math.min(skip - skipped, part.length);
        skipped += drop;
        part = part.subarray(drop);
      }
      const keep = part.subarray(0, Math.max(0, length - sent));
      sent += keep.length;
      done(null, keep.length > 0 ? keep : undefined);
      if (sent >= length) {
        this.push(null);
        source.unpipe(slice);
        source.destroy();
      }
    },
  });
  source.on('error', (err) => slice.destroy(err));
  slice.on('close', () => source.destroy());
  return source.pipe(slice);
}

function infoOf(meta: {
  ContentLength?: number;
  ETag?: string;
  LastModified?: Date;
  ContentType?: string;
}): StoredObjectInfo {
  return {
    size: meta.ContentLength ?? 0,
    etag: meta.ETag ?? '""',
    lastModified: meta.LastModified ?? new Date(0),
    contentType: meta.ContentType ?? 'application/octet-stream',
  };
}

/**
 * Media in an S3-compatible bucket (AWS, MinIO, Garage, R2…). Range reads pass through to
 * GetObject, so seeking costs one ranged request to the bucket.
 */
export class S3Storage implements Storage {
  readonly driver = 's3';
  readonly client: S3Client;
  readonly bucket: string;
  private readonly copyPartBytes: number;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.copyPartBytes = options.copyPartBytes ?? MAX_COPY_BYTES;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint ?? undefined,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Streamed bodies would otherwise be sent with aws-chunked trailing checksums, which many
      // S3-compatible servers store verbatim (framing included) instead of decoding.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  presignedGetUrl(key: string, seconds: number): Promise<string> {
    assertStorageKey(key);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: seconds,
    });
  }

  async put(
    key: string,
    body: Readable | Buffer,
    contentType: string,
    size?: number,
  ): Promise<void> {
    assertStorageKey(key);
    if (!Buffer.isBuffer(body) && size === undefined) {
      // PutObject needs the length up front; a stream of unknown length is not worth a multipart
      // upload here because every caller either has a buffer or a finished file.
      throw new Error('S3Storage.put needs the size of a streamed body.');
    }
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: Buffer.isBuffer(body) ? body.length : size,
      }),
    );
  }

  async putFile(key: string, filePath: string, contentType: string): Promise<void> {
    const { size } = await fs.stat(filePath);
    await this.put(key, createReadStream(filePath), contentType, size);
    await fs.rm(filePath, { force: true });
  }

  /**
   * A server-side copy: one CopyObject up to 5 GiB, a multipart copy (UploadPartCopy, 5 GiB a
   * part) above, so a video of any size S3 holds is adopted without its bytes passing here.
   */
  async adoptUpload(uploadKey: string, key: string, contentType: string): Promise<void> {
    assertResumableUploadKey(uploadKey);
    assertStorageKey(key);
    const source = `${this.bucket}/${uploadKey}`;
    const head = await this.client.send(
      new HeadObjectCommand({ Bucket: this.bucket, Key: uploadKey }),
    );
    const size = head.ContentLength ?? 0;
    if (size <= this.copyPartBytes) {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: key,
          CopySource: source,
          ContentType: contentType,
          MetadataDirective: 'REPLACE',
        }),
      );
    } else {
      await this.copyInParts(source, key, contentType, size);
    }
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: uploadKey }));
  }

  /** Copies `source` to `key` part by part; a failed copy leaves no multipart upload behind. */
  private async copyInParts(
    source: string,
    key: string,
    contentType: string,
    size: number,
  ): Promise<void> {
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
    );
    if (!UploadId) throw new Error('The bucket started no multipart copy.');
    try {
      const parts: { ETag: string; PartNumber: number }[] = [];
      for (let start = 0, number = 1; start < size; start += this.copyPartBytes, number += 1) {
        const end = Math.min(size, start + this.copyPartBytes) - 1;
        const out = await this.client.send(
          new UploadPartCopyCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId,
            PartNumber: number,
            CopySource: source,
            CopySourceRange: `bytes=${start}-${end}`,
          }),
        );
        const etag = out.CopyPartResult?.ETag;
        if (!etag) throw new Error(`The bucket answered no ETag for part ${number} of a copy.`);
        parts.push({ ETag: etag, PartNumber: number });
      }
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    assertStorageKey(key);
    try {
      return infoOf(
        await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })),
      );
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertStorageKey(key);
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(out.Body instanceof Readable)) throw new Error('S3 GetObject returned no stream body.');
      const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(out.ContentRange ?? '');
      const info = infoOf(out);
      if (!range) return { info, stream: out.Body };
      // A ranged answer's ContentLength is the range's; report the object's size like `stat`.
      const size = served ? Number(served[3]) : info.size;
      const servedStart = served ? Number(served[1]) : 0;
      const stream =
        served && servedStart === range.start && Number(served[2]) === range.end
          ? out.Body
          : sliceStream(out.Body, range.start - servedStart, range.end - range.start + 1);
      return { info: { ...info, size }, stream };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async copyToFile(key: string, filePath: string): Promise<boolean> {
    const object = await this.get(key);
    if (!object) return false;
    await pipeline(object.stream, createWriteStream(filePath));
    return true;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Lists and deletes in pages of up to 1000 keys (S3's limit for both calls). */
  async deletePrefix(prefix: string): Promise<void> {
    assertStreamPrefix(prefix);
    for (;;) {
      const listed = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: 1000 }),
      );
      const keys = (listed.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length === 0) return;
      await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
      );
    }
  }

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }
}
