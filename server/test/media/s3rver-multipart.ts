import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type S3rver from 's3rver';

/** The Koa context s3rver's middleware receives: the part these additions read and write. */
interface S3rverContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  req: NodeJS.ReadableStream;
  status: number;
  type: string;
  body: unknown;
  request: { get: (name: string) => string };
  response: { get: (name: string) => string };
  store: {
    putPart: (
      bucket: string,
      uploadId: string,
      partNumber: string,
      content: Readable,
    ) => Promise<{ size: number; md5: string }>;
  };
}

type Middleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;

async function readBody(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * What s3rver lacks of the S3 API a resumable-upload store uses: ListParts (it answers 405),
 * DeleteObjects (501) and UploadPartCopy (501, used to adopt a finished upload larger than one
 * copy takes). Added in front of its own routes, before `run()`: the parts of each
 * multipart upload are noted as s3rver stores them, and a batch delete is done one key at a time.
 */
export function addMultipartListing(server: S3rver, client: () => S3Client, bucket: string): void {
  const parts = new Map<string, { number: number; etag: string; size: number }[]>();
  const listParts: Middleware = async (ctx, next) => {
    const { uploadId, partNumber } = ctx.query;
    if (ctx.method === 'GET' && uploadId !== undefined) {
      const listed = (parts.get(uploadId) ?? []).sort((a, b) => a.number - b.number);
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${listed
        .map(
          (p) =>
            `<Part><PartNumber>${p.number}</PartNumber><ETag>${p.etag}</ETag><Size>${p.size}</Size></Part>`,
        )
        .join('')}</ListPartsResult>`;
      return;
    }
    if (ctx.method === 'POST' && 'delete' in ctx.query) {
      const body = await readBody(ctx.req);
      const keys = [...body.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1] ?? '');
      for (const key of keys)
        await client().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><DeleteResult>${keys
        .map((key) => `<Deleted><Key>${key}</Key></Deleted>`)
        .join('')}</DeleteResult>`;
      return;
    }
    const copySource = ctx.request.get('x-amz-copy-source');
    if (ctx.method === 'PUT' && uploadId !== undefined && partNumber !== undefined && copySource) {
      // The source's bytes (the range asked for) are read back and stored as the part.
      const [, ...sourceKey] = decodeURIComponent(copySource).replace(/^\//, '').split('/');
      const range = ctx.request.get('x-amz-copy-source-range') || undefined;
      const out = await client().send(
        new GetObjectCommand({ Bucket: bucket, Key: sourceKey.join('/'), Range: range }),
      );
      const bytes = Buffer.from(
        await (
          out.Body as { transformToByteArray: () => Promise<Uint8Array> }
        ).transformToByteArray(),
      );
      const { md5 } = await ctx.store.putPart(bucket, uploadId, partNumber, Readable.from([bytes]));
      const list = (parts.get(uploadId) ?? []).filter((p) => p.number !== Number(partNumber));
      list.push({ number: Number(partNumber), etag: `"${md5}"`, size: bytes.length });
      parts.set(uploadId, list);
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><CopyPartResult><ETag>"${md5}"</ETag><LastModified>${new Date().toISOString()}</LastModified></CopyPartResult>`;
      return;
    }
    if (ctx.method === 'DELETE' && uploadId !== undefined) {
      parts.delete(uploadId);
      ctx.status = 204;
      return;
    }
    await next();
    if (
      ctx.method === 'PUT' &&
      uploadId !== undefined &&
      partNumber !== undefined &&
      ctx.status === 200
    ) {
      const list = (parts.get(uploadId) ?? []).filter((p) => p.number !== Number(partNumber));
      list.push({
        number: Number(partNumber),
        etag: ctx.response.get('ETag'),
        size: Number(ctx.request.get('content-length')),
      });
      parts.set(uploadId, list);
    }
  };
  (server as unknown as { middleware: Middleware[] }).middleware.unshift(listParts);
}
