import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { runAdminCommand } from '../../src/cli/admin-command';
import { loadConfig, type AppConfig } from '../../src/config';
import { createDatabase, type DatabaseHandle } from '../../src/db/create-database';
import { generateSecrets } from '../../src/lib/secrets';
import { releaseSchema } from './schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ApiErrorBody, ApiSuccess, RegisterResponse, User } from '@kinora/contract';

export const API = '/api/v1';

export interface TestUser {
  user: User;
  accessToken: string;
  password: string;
  /** Cookies set at registration (refresh token and XSRF token). */
  cookies: Record<string, string>;
  /** `{ authorization: 'Bearer …' }` for `app.inject`. */
  headers: { authorization: string };
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Closes the app and drops its database (schema) and data directory. */
  close: () => Promise<void>;
  /**
   * Registers a fresh user (unique name unless given) and returns its token and cookies;
   * `headers` go with the sign-up (`accept-language`, which the account's mails follow).
   */
  registerUser: (
    fields?: Partial<{ username: string; email: string; fullName: string; password: string }>,
    headers?: Record<string, string>,
  ) => Promise<TestUser>;
  /** Runs `kinora admin <args…>` on this app's database, as the operator would. */
  admin: (...args: string[]) => Promise<void>;
  /** `app.inject` with the `/api/v1` prefix added to `url`. */
  inject: (options: InjectOptions & { url: string }) => Promise<LightMyRequestResponse>;
}

export interface CreateTestAppOptions {
  /** Extra environment variables for `loadConfig` (RATE_LIMITS is off unless given). */
  env?: Record<string, string>;
  /** Runs on the fresh database before the app opens (and migrates) it, e.g. to plant old rows. */
  beforeApp?: (database: DatabaseHandle) => Promise<void>;
  /**
   * `KINORA_ROLE`, set after the environment is read: `loadConfig` refuses a split role on PGlite
   * (nobody else could reach its queue), yet one app alone still shows what its role starts.
   */
  role?: AppConfig['role'];
}

/**
 * Marks the account's address verified, as following the link mailed to it does: for tests about
 * something else that need a verified account (a second admin). The links themselves are
 * tested against a real mail server (email-verification, password-reset).
 */
export async function markEmailVerified(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** The `data` of a success envelope, typed by the caller (the tests then check it). */
export function dataOf<T = unknown>(res: LightMyRequestResponse): T {
  return res.json<ApiSuccess<T>>().data;
}

/** The body of an error answer. */
export function errorOf(res: LightMyRequestResponse): ApiErrorBody {
  return res.json<ApiErrorBody>();
}

let userCounter = 0;

/**
 * An image held in memory. PGlite takes the whole image with `arrayBuffer()`, and a Blob made from
 * a buffer streams its bytes out in chunks on every call, most of half a second for the 42 MB
 * image; this one hands out a copy of bytes already read.
 */
class InMemoryImage extends Blob {
  constructor(private readonly held: ArrayBuffer) {
    super([]);
  }

  override get size(): number {
    return this.held.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.held.slice(0));
  }
}

/** The run's migrated PGlite image (see test/global-setup.ts), read once per test worker. */
let pgliteImage: Promise<Blob | undefined> | undefined;
function migratedPgliteImage(): Promise<Blob | undefined> {
  pgliteImage ??= (async () => {
    const file = inject('pgliteImageFile');
    if (!file) return undefined;
    const bytes = await fs.readFile(file);
    return new InMemoryImage(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
  })();
  return pgliteImage;
}

async function openTestDatabase(
  fresh: boolean,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const image = fresh ? undefined : await migratedPgliteImage();
    return {
      handle: await createDatabase({ databaseUrl: null, pgliteDir: null, pgliteImage: image }),
      drop: async () => {},
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Extensions are per database; test files may race to create it.
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public').catch(async () => {
      await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    });
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const handle = await createDatabase({ databaseUrl: url, pgliteDir: null, schema, poolSize: 5 });
  return {
    handle,
    // With the job queue's schema beside it (see queueSchemaFor), dropped after the run.
    drop: () => releaseSchema(schema),
  };
}

/**
 * A fully built app on a fresh database: in-memory PGlite, or a fresh schema on the PostgreSQL of
 * `DATABASE_URL`. Each test file should create one in `beforeAll` and close it in `afterAll`.
 */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-test-'));
  const config = loadConfig({
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    SEED: 'false',
    ...options.env,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
  });
  if (options.role) config.role = options.role;
  // A file that plants rows before the migrations needs a database that has none applied.
  const { handle, drop } = await openTestDatabase(options.beforeApp !== undefined);
  let app: FastifyInstance;
  try {
    await options.beforeApp?.(handle);
    app = await buildApp(config, { database: handle, secrets: generateSecrets(), logger: false });
    await app.ready();
  } catch (error) {
    // A failed start must not leave a schema or folder behind.
    await handle.close().catch(() => undefined);
    await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  const inject = (opts: InjectOptions & { url: string }) =>
    app.inject({ ...opts, url: `${API}${opts.url}` });

  const registerUser: TestApp['registerUser'] = async (fields = {}, headers = {}) => {
    userCounter += 1;
    const tag = `${userCounter}${randomBytes(3).toString('hex')}`;
    const password = fields.password ?? 'secret-password';
    const res = await inject({
      method: 'POST',
      url: '/users/register',
      headers,
      payload: {
        username: fields.username ?? `user${tag}`,
        email: fields.email ?? `user${tag}@example.com`,
        fullName: fields.fullName ?? `User ${tag}`,
        password,
      },
    });
    if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
    const body = res.json<ApiSuccess<RegisterResponse>>();
    const cookies: Record<string, string> = {};
    for (const cookie of res.cookies) cookies[cookie.name] = cookie.value;
    return {
      user: body.data.user,
      accessToken: body.data.accessToken,
      password,
      cookies,
      headers: { authorization: `Bearer ${body.data.accessToken}` },
    };
  };

  const admin: TestApp['admin'] = async (...args) => {
    const result = await runAdminCommand(app.db, args);
    if (!result.ok) throw new Error(`kinora admin ${args.join(' ')}: ${result.output}`);
  };

  return {
    app,
    config,
    inject,
    admin,
    registerUser,
    close: async () => {
      await app.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
