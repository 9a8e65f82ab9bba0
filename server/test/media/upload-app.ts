import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { RegisterFieldsSchema } from '@kinora/contract';
import { loadConfig, type AppConfig } from '../../src/config';
import { parseImageUpload, parseVideoUpload } from '../../src/media/uploads';
import errorHandlerPlugin from '../../src/plugins/error-handler';
import multipartPlugin from '../../src/plugins/multipart';
import storagePlugin from '../../src/plugins/storage';
import { listFiles } from './fixtures';

export interface UploadApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Files in `$DATA_DIR/media` (stored media, half-written ones included) and in the upload spool, for "nothing left" checks. */
  storedFiles: () => Promise<string[]>;
  spooledFiles: () => Promise<string[]>;
  close: () => Promise<void>;
}

/**
 * The upload parsers behind two bare routes, with the app's own error handler, multipart limits
 * and storage plugin: what the real routes do around them (rows, auth) is tested with those routes.
 */
export async function createUploadApp(env: Record<string, string> = {}): Promise<UploadApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-upload-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env, DATA_DIR: dataDir });
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(multipartPlugin, { config });
  await app.register(storagePlugin, { config });
  app.post('/video', (request) => parseVideoUpload(request, app.uploadDeps));
  app.post<{ Params: { field: string } }>('/image/:field', (request) =>
    parseImageUpload(request, app.uploadDeps, {
      images: {
        [request.params.field]: request.params.field === 'avatar' ? 'avatar' : 'thumbnail',
      },
      fields: RegisterFieldsSchema,
    }),
  );
  await app.ready();
  return {
    app,
    config,
    storedFiles: () => listFiles(path.join(dataDir, 'media')),
    spooledFiles: () => listFiles(app.uploadDeps.tempDir),
    close: async () => {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
