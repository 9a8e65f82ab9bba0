import type S3rver from 's3rver';

/** The Koa context s3rver's middleware receives: the part this addition reads and writes. */
interface S3rverContext {
  method: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
  request: { get: (name: string) => string };
  response: { get: (name: string) => string };
}

/**
 * s3rver answers ListParts and AbortMultipartUpload with 405, and the resumable uploads' S3 store
 * asks the first on every chunk (where a multipart upload stands) and sends the second when an
 * upload's parts are done with. Added in front of s3rver's own routes, before `run()`: the
 * parts of each multipart upload are noted as s3rver stores them and listed from that note.
 * Real S3, MinIO and the like answer it themselves.
 */
export function addListParts(server: S3rver): void {
  const parts = new Map<string, { number: number; etag: string; size: number }[]>();
  const listParts = async (ctx: S3rverContext, next: () => Promise<void>) => {
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
    // AbortMultipartUpload, which s3rver answers with 405: the upload's parts are forgotten.
    if (ctx.method === 'DELETE' && uploadId !== undefined) {
      parts.delete(uploadId);
      ctx.status = 204;
      return;
    }
    await next();
    if (ctx.method === 'PUT' && uploadId !== undefined && partNumber !== undefined) {
      if (ctx.status !== 200) return;
      const list = (parts.get(uploadId) ?? []).filter((p) => p.number !== Number(partNumber));
      list.push({
        number: Number(partNumber),
        etag: ctx.response.get('ETag'),
        size: Number(ctx.request.get('content-length')),
      });
      parts.set(uploadId, list);
    }
  };
  (server as unknown as { middleware: unknown[] }).middleware.unshift(listParts);
}
