/**
 * Jest settings every frontend package uses: jsdom with the fetch globals msw needs, SWC for
 * TypeScript and JSX, jest-dom matchers, and stubs for static assets.
 */
const path = require('node:path');

const ESM_ONLY = ['rettime', '@open-draft', 'until-async'];

module.exports = function createJestConfig(appDir) {
  return {
    rootDir: appDir,
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.m?[jt]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // msw 2 depends on ESM-only packages; let SWC compile those (pnpm nests them under .pnpm).
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.join('|')})[@/+])`],
    moduleNameMapper: {
      '\\.(png|jpe?g|gif|svg|webp|ico)$': path.join(__dirname, 'file-stub.cjs'),
      '\\.css$': 'identity-obj-proxy',
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    // The interaction tests type dozens of keys through user-event, one task each; on a 2-core CI
    // machine running two workers beside other steps' leftovers, 5 s cut some of them off. A
    // limit is a guard against a hung test, not a speed check (benchmarks measure speed).
    testTimeout: 15_000,
    clearMocks: true,
    restoreMocks: true,
  };
};
