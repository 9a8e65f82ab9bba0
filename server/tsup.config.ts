import fs from 'node:fs/promises';
import { defineConfig } from 'tsup';

/**
 * `dist/server.js` (the API), `dist/seed.js` (the seed command), `dist/kinora.js` (the operator's
 * commands: `node dist/kinora.js admin grant <username>`) and `dist/shell-csp.js` (the shell
 * page's policy for nginx) as ESM for Node 20. Runtime dependencies stay external (installed beside
 * the bundle); the contract, the route records (`@kinora/shared/routing`) and the first-paint
 * renderer (`@kinora/shared/first-paint`) are TypeScript source, so they are bundled. The SQL
 * migrations are copied next to the bundle, where `findMigrationsFolder` looks for them.
 */
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    seed: 'src/seed/cli.ts',
    kinora: 'src/cli/kinora.ts',
    'shell-csp': 'src/web/shell-csp.ts',
  },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  splitting: true,
  // styled-components is bundled too: its package names no ES module entry Node would pick, and
  // Node's own import of its CommonJS build hands out the module object instead of `styled`.
  noExternal: ['@kinora/contract', '@kinora/shared', 'styled-components'],
  async onSuccess() {
    await fs.cp('src/migrations', 'dist/migrations', { recursive: true });
  },
});
