import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase } from '../src/db/create-database';
import { createUserRepository } from '../src/accounts/user-repository';

/**
 * `pnpm kinora admin …` as the operator runs it: its own process, on the database the server's
 * environment names (here the embedded one in DATA_DIR, as `pnpm start` uses).
 */
const serverDir = path.resolve(import.meta.dirname, '..');
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-cli-'));
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

function kinora(args: string[], env: NodeJS.ProcessEnv = {}) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/cli/kinora.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    proc.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** Opens the embedded database the way the server does, for `work`, and closes it again. */
async function withDatabase<T>(
  work: (users: ReturnType<typeof createUserRepository>) => Promise<T>,
) {
  const handle = await createDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, 'db') });
  try {
    return await work(createUserRepository(handle.db));
  } finally {
    await handle.close();
  }
}

it('migrates a new database, and refuses an account that does not exist', async () => {
  const result = await kinora(['admin', 'grant', 'ghost']);
  expect(result.stderr).toContain('No account is named "ghost".');
  expect(result.code).toBe(1);
}, 120_000);

it('grants, lists and revokes the role of an account in the configured database', async () => {
  await withDatabase((users) =>
    users.create({
      id: 'a'.repeat(24),
      username: 'lead',
      email: 'lead@example.com',
      fullName: 'Lead',
      passwordHash: 'x',
      avatarKey: null,
      coverKey: null,
    }),
  );
  const granted = await kinora(['admin', 'grant', 'lead']);
  expect(granted.code, granted.stderr).toBe(0);
  expect((await kinora(['admin', 'list'])).stdout).toBe('lead\tlead@example.com\n');
  expect(await withDatabase((users) => users.findById('a'.repeat(24)))).toMatchObject({
    role: 'admin',
  });
  expect((await kinora(['admin', 'revoke', 'lead'])).code).toBe(0);
  expect((await kinora(['admin', 'list'])).stdout).toContain('No account is an admin.');
}, 120_000);

it('refuses, changing nothing, while another process has the embedded database open', async () => {
  const handle = await createDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, 'db') });
  try {
    const refused = await kinora(['admin', 'grant', 'lead']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `The embedded database in ${path.join(dataDir, 'db')} is in use by another process ` +
        '(a running Kinora server?). Stop it first, or use DATABASE_URL.\n',
    );
    const lead = await createUserRepository(handle.db).findById('a'.repeat(24));
    expect(lead).toMatchObject({ role: 'user' });
  } finally {
    await handle.close();
  }
  expect((await kinora(['admin', 'grant', 'lead'])).code).toBe(0);
  expect((await kinora(['admin', 'list'])).stdout).toBe('lead\tlead@example.com\n');
}, 120_000);

it('stops with the configuration error the server would give, and with usage for a wrong command', async () => {
  const refused = await kinora(['admin', 'list'], { ADMIN_EMAILS: 'ops@example.com' });
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/^Configuration error: ADMIN_EMAILS no longer makes anyone/);
  const usage = await kinora(['admin', 'promote', 'lead']);
  expect(usage.code).toBe(2);
  expect(usage.stderr).toContain('pnpm kinora admin grant <username>');
}, 120_000);
