import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.E2E_SITE_PID);
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
      for (let waited = 0; waited < 5000; waited += 100) {
        process.kill(pid, 0);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
