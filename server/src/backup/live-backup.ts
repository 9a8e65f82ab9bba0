import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import fp from 'fastify-plugin';
import { BackupError } from './archive';
import { runBackup, type Print } from './backup';
import type { FastifyInstance } from 'fastify';

/**
 * A backup of the embedded site while it runs. PGlite belongs to the process that opened it, so
 * `kinora backup` cannot read it beside the server: the command asks the server instead, over a
 * socket in the data folder, and prints what the server tells it. The socket's file permissions
 * (the data folder's owner only) are what let someone ask: whoever can read the data folder has
 * the site already.
 */
export const CONTROL_SOCKET = 'control.sock';

/** Unix socket paths are limited (108 bytes on Linux, with the terminating zero). */
const SOCKET_PATH_LIMIT = 107;

export const controlSocketOf = (dataDir: string) => path.join(dataDir, CONTROL_SOCKET);

/** One line of the answer: a line of progress, then the end or the reason it failed. */
type BackupMessage = { line: string } | { done: true } | { error: string };

interface BackupRequest {
  file: string;
}

function parseRequest(body: string): BackupRequest | null {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'file' in parsed &&
      typeof parsed.file === 'string' &&
      path.isAbsolute(parsed.file)
    )
      return { file: parsed.file };
  } catch {
    // answered below
  }
  return null;
}

async function liveBackupPlugin(app: FastifyInstance) {
  // Only the embedded database needs it: on PostgreSQL the command reads the database itself.
  if (app.database.kind !== 'pglite' || app.config.databaseUrl) return;
  const socket = controlSocketOf(app.config.dataDir);
  if (Buffer.byteLength(socket) > SOCKET_PATH_LIMIT) {
    app.log.warn(
      { socket },
      'the data folder path is too long for a control socket: backups need the server stopped',
    );
    return;
  }
  // One backup at a time: two would only slow the site twice over.
  let running = false;
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const asked = parseRequest(body);
      if (!asked) {
        response.writeHead(400).end('{"error":"The request names no absolute file."}\n');
        return;
      }
      if (running) {
        response
          .writeHead(409)
          .end(`${JSON.stringify({ error: 'A backup of this site is already being written.' })}\n`);
        return;
      }
      running = true;
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      const send = (message: BackupMessage) => response.write(`${JSON.stringify(message)}\n`);
      app.log.info({ file: asked.file }, 'backup of the running site started');
      runBackup(app.config, asked.file, (line) => send({ line }), { database: app.database })
        .then(
          () => send({ done: true }),
          (error: unknown) => {
            app.log.error({ err: error }, 'backup of the running site failed');
            send({ error: error instanceof Error ? error.message : String(error) });
          },
        )
        .finally(() => {
          running = false;
          response.end();
        });
    });
  });
  // A socket left by a server that crashed: this process holds the data folder's lock, so no
  // other server is listening on it.
  await fs.rm(socket, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await fs.chmod(socket, 0o600);
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fs.rm(socket, { force: true });
  });
}

export default fp(liveBackupPlugin, { name: 'live-backup', dependencies: ['db'] });

/**
 * `kinora backup` beside a running embedded server: asks it to write the backup and prints its
 * progress. Fails with the server's reason, or with `unreachable` when no server answers.
 */
export async function askRunningServer(dataDir: string, file: string, print: Print) {
  const socketPath = controlSocketOf(dataDir);
  await new Promise<void>((resolve, reject) => {
    const request = http.request(
      {
        socketPath,
        method: 'POST',
        path: '/backup',
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        response.setEncoding('utf8');
        let pending = '';
        let settled = false;
        const handle = (text: string) => {
          if (!text) return;
          const message = JSON.parse(text) as BackupMessage;
          if ('line' in message) print(message.line);
          else if ('done' in message) {
            settled = true;
            resolve();
          } else {
            settled = true;
            reject(new BackupError(message.error));
          }
        };
        response.on('data', (chunk: string) => {
          pending += chunk;
          const lines = pending.split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) handle(line);
        });
        response.on('end', () => {
          handle(pending);
          if (!settled)
            reject(new BackupError('The running server stopped before the backup was written.'));
        });
      },
    );
    request.on('error', (error) => {
      reject(
        new BackupError(
          `The embedded database in ${dataDir} is in use, and its server could not be asked for the backup (${error.message}). Stop it first, or use DATABASE_URL.`,
        ),
      );
    });
    request.end(JSON.stringify({ file }));
  });
}
