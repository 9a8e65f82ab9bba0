/**
 * Jest settings every frontend package uses: jsdom with the fetch globals msw needs, SWC for
 * TypeScript and JSX, jest-dom matchers, and stubs for static assets.
 */
const path = require('node:path');

module.exports = function createJestConfig(appDir) {
  return {
    rootDir: appDir,
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.[jt]sx?$': [
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
    moduleNameMapper: {
      '\\.(png|jpe?g|gif|svg|webp|ico)$': path.join(__dirname, 'file-stub.cjs'),
      '\\.css$': 'identity-obj-proxy',
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    clearMocks: true,
    restoreMocks: true,
  };
};
