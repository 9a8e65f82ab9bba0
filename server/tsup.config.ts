import fs from 'node:fs/promises';
import { defineConfig } from 'tsup';

/**
 * `dist/server.js` (the API) and `dist/seed.js` (the seed command) as ESM for Node 20. Runtime
 * dependencies stay external (installed beside the bundle); the contract is TypeScript source, so
 * it is bundled. The SQL migrations are copied next to the bundle, where `findMigrationsFolder`
 * looks for them.
 */
export default defineConfig({
  entry: { server: 'src/server.ts', seed: 'src/seed/cli.ts' },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: ['@kinora/contract'],
  async onSuccess() {
    await fs.cp('src/migrations', 'dist/migrations', { recursive: true });
  },
});
