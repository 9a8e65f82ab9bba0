import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seedDemo } from './seed-if-empty';

/** `pnpm --filter @kinora/server seed`: fills an empty database with the demo (`--force` seeds anyway). */
async function main() {
  // Only rows and files are written here: a worker loop would start transcodes of waiting videos
  // and abort them again on close, using up their attempts.
  const config = { ...loadConfig(), role: 'web' as const };
  const app = await buildApp(config, { logger: { level: 'warn' } });
  try {
    await app.ready();
    const anyone = await app.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (anyone && !process.argv.includes('--force')) {
      process.stdout.write(
        'The database already has users; nothing seeded (use --force to add the demo anyway).\n',
      );
      return;
    }
    const started = Date.now();
    const summary = await seedDemo(app);
    process.stdout.write(
      `Seeded ${summary.users} users and ${summary.videos} videos in ${Date.now() - started} ms. ` +
        `Every demo account's password is "${summary.password}" (e.g. kinora@demo.kinora.test); ` +
        `it is also in ${summary.credentialsFile}.\n`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
