// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const remotes = ['mfe-watch', 'mfe-community', 'mfe-studio', 'mfe-library'];
const frontends = ['shell', ...remotes];

/**
 * Import boundaries: shared -> features -> app. No feature imports another feature, no app
 * imports another app's source, and the shared package imports no app.
 */
const boundaryZones = frontends.flatMap((app) => [
  // An app never reaches into another app's source.
  ...frontends
    .filter((other) => other !== app)
    .map((other) => ({
      target: `./${app}/src`,
      from: `./${other}`,
      message: 'Apps meet only through @kinora/shared and what the shell mounts.',
    })),
  // Features are independent: each may import only itself, shared and lib.
  {
    target: `./${app}/src/features/*/**`,
    from: `./${app}/src/features/*/**`,
    except: ['./'],
    message: 'A feature must not import another feature.',
  },
  // Features never import the app layer.
  {
    target: `./${app}/src/features`,
    from: `./${app}/src/app`,
    message: 'Imports flow shared -> features -> app.',
  },
]);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/data/**',
      '**/.tsbuild/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.cjs', '*.mjs', '*/*.cjs', '*/*.js', 'scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      // Module augmentation (styled-components' DefaultTheme) is an interface that only extends.
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index', 'type'],
          'newlines-between': 'never',
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    files: ['**/*.tsx', '{shell,mfe-*,shared}/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.cjs', '**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    // Spread disableTypeChecked's parts: replacing these keys wholesale re-enabled typed linting.
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: 'commonjs',
      globals: { ...globals.node },
    },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.mjs', 'eslint.config.js', '**/*.config.js'],
    languageOptions: { sourceType: 'module' },
  },
  {
    // Playwright reads a fixture's dependencies from its destructured first parameter, so a
    // fixture without dependencies must be written `async ({}, use) => …`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  prettier,
);
