import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface UploadInFlight {
  /** The server's answer, whenever it comes. */
  answered: Promise<{ status: number; body: string }>;
  /** Sends the rest of the form. */
  finish: () => void;
  /** The client goes away. */
  destroy: () => void;
}

export interface FormPart {
  name: string;
  value: string | { bytes: Buffer; fileName: string; type: string };
}

/**
 * A multipart upload over a real socket to a listening app, sent up to and including the bytes
 * of `parts`, with the rest (`rest` and the form's end) held back until `finish`: the last file
 * of `parts` is still arriving, as over a slow connection, so the server is spooling it.
 */
export function startUpload(
  app: FastifyInstance,
  request: { method: string; url: string; headers: Record<string, string> },
  parts: FormPart[],
  rest: FormPart[] = [],
): UploadInFlight {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const boundary = '----kinora-in-flight';
  const encode = (part: FormPart) => {
    const { name, value } = part;
    const head =
      typeof value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.fileName}"\r\nContent-Type: ${value.type}\r\n\r\n`;
    const body = typeof value === 'string' ? Buffer.from(value) : value.bytes;
    return Buffer.concat([Buffer.from(head), body]);
  };
  // Each part's CRLF belongs to the boundary after it: held back, the file has not ended.
  const join = (list: FormPart[]) =>
    list.map((part, i) =>
      Buffer.concat([i > 0 ? Buffer.from('\r\n') : Buffer.alloc(0), encode(part)]),
    );
  const sent = Buffer.concat(join(parts));
  const held = Buffer.concat([
    ...rest.map((part) => Buffer.concat([Buffer.from('\r\n'), encode(part)])),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const client = http.request({
    host: '127.0.0.1',
    port: address.port,
    method: request.method,
    path: request.url,
    headers: {
      ...request.headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(sent.length + held.length),
    },
  });
  // A server that answers before the body is all sent may close the connection under it.
  client.on('error', () => undefined);
  const answered = new Promise<{ status: number; body: string }>((resolve) => {
    client.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
  client.write(sent);
  return {
    answered,
    finish: () => {
      client.end(held);
    },
    destroy: () => client.destroy(),
  };
}
