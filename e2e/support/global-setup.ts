import { startSite } from './site';

/**
 * One fresh site for the whole run: production builds, a free port, a temporary data directory.
 * Workers read its address from the environment; teardown stops it and removes the data.
 */
export default async function globalSetup(): Promise<void> {
  const site = await startSite();
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_SITE_PID = String(site.process.pid);
  process.env.E2E_DATA_DIR = site.dataDir;
}
