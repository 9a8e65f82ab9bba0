import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './demo-data';
import { runSeed, type SeedSummary } from './run-seed';
import type { FastifyInstance } from 'fastify';

/** Seeds once: only when there is no user yet (first start on an empty data directory). */
export async function seedIfEmpty(app: FastifyInstance): Promise<SeedSummary | null> {
  const anyone = await app.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyone) return null;
  const started = Date.now();
  const summary = await runSeed(app);
  app.log.info(
    { ...summary, ms: Date.now() - started },
    `demo data seeded: sign in as any channel, e.g. kinora@${DEMO_EMAIL_DOMAIN} / ${DEMO_PASSWORD}`,
  );
  return summary;
}
