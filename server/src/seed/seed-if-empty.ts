import fs from 'node:fs/promises';
import path from 'node:path';
import { DEMO_CREDENTIALS_FILE, DEMO_EMAIL_DOMAIN, newDemoPassword } from './demo-data';
import { runSeed, type SeedSummary } from './run-seed';
import type { FastifyInstance } from 'fastify';

export interface DemoSeed extends SeedSummary {
  /** The file the sign-in was written to. */
  credentialsFile: string;
}

/**
 * Seeds the demo under a password made for this install, and writes the sign-in to
 * `DATA_DIR/demo-credentials.txt` (owner-only), where the README tells people to look.
 */
export async function seedDemo(app: FastifyInstance): Promise<DemoSeed> {
  const summary = await runSeed(app, newDemoPassword());
  const credentialsFile = path.join(app.config.dataDir, DEMO_CREDENTIALS_FILE);
  await fs.writeFile(
    credentialsFile,
    [
      'Kinora demo accounts: every demo channel signs in with this password.',
      `email: kinora@${DEMO_EMAIL_DOMAIN} (or any other demo channel's username@${DEMO_EMAIL_DOMAIN})`,
      `password: ${summary.password}`,
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  return { ...summary, credentialsFile };
}

/** Seeds once: only when there is no user yet (first start on an empty data directory). */
export async function seedIfEmpty(app: FastifyInstance): Promise<DemoSeed | null> {
  const anyone = await app.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyone) return null;
  const started = Date.now();
  const seeded = await seedDemo(app);
  // Printed this once (and kept in the file): the log is where a first `npm start` looks.
  app.log.info(
    { users: seeded.users, videos: seeded.videos, ms: Date.now() - started },
    `demo data seeded: sign in as kinora@${DEMO_EMAIL_DOMAIN} with the password ` +
      `${seeded.password} (also in ${seeded.credentialsFile})`,
  );
  return seeded;
}
