// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import webApps from './shared/build/web-apps.cjs';
import kits from './shared/build/kits.cjs';

const root = import.meta.dirname;
// The shell and every remote, from the one list of web apps.
const frontends = webApps.WEB_APPS.map((app) => app.folder);

/** The directories directly inside `dir` (none when it does not exist). */
function subfolders(dir) {
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Import boundaries inside one app, generated from its folders so a new feature is fenced in the
 * day it is created: shared -> lib/components -> features -> pages -> app. `pages` is optional: a
 * page made of several features composes them there, the one place that may import more than one.
 */
function appZones(app) {
  const src = `./${app}/src`;
  const features = subfolders(`${app}/src/features`);
  const upperLayers = ['app', 'pages', 'features'];
  const lowerLayers = subfolders(`${app}/src`).filter((dir) => !upperLayers.includes(dir));
  return [
    // Each feature may import only itself (plus shared and the app's lower layers).
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message:
        'A feature must not import another feature: compose them in a page (src/pages), or move what both need to lib or shared.',
    })),
    {
      target: `${src}/features`,
      from: [`${src}/pages`, `${src}/app`],
      message:
        'Imports flow lib -> features -> pages -> app: a feature never imports a page or the app.',
    },
    {
      target: `${src}/pages`,
      from: `${src}/app`,
      message: 'Imports flow lib -> features -> pages -> app: a page never imports the app layer.',
    },
    ...(lowerLayers.length > 0
      ? [
          {
            target: lowerLayers.map((dir) => `${src}/${dir}`),
            from: upperLayers.map((dir) => `${src}/${dir}`),
            message:
              'Imports flow lib -> features -> pages -> app: only higher layers import features.',
          },
        ]
      : []),
    // Apps meet only through the shared package and what the shell mounts.
    ...frontends
      .filter((other) => other !== app)
      .map((other) => ({
        target: `./${app}`,
        from: `./${other}`,
        message: 'An app never imports another app: share through @kinora/shared instead.',
      })),
  ];
}

/**
 * The server's floors. Infrastructure (configuration, database, storage, the media pipeline,
 * Fastify plugins) and `lib` sit below the domains; the app (`app.ts`, `composition.ts`,
 * `server.ts`), the seed and the command line sit above them. The web edge (`web/`) serves
 * pages beside the API: domains may use its deployment reader, lower floors may not. Every other folder of
 * `server/src` is a domain, generated from the tree so a new one is fenced in the day it is
 * created: a domain reaches another only through what that one's `index.ts` exports.
 */
const SERVER = './server/src';
const SERVER_INFRA = ['config', 'db', 'storage', 'media', 'plugins'];
const SERVER_APP = ['seed', 'cli', 'app.ts', 'composition.ts', 'server.ts'].map(
  (entry) => `${SERVER}/${entry}`,
);
const SERVER_WEB = `${SERVER}/web`;
// The server's catalogues and its translator sit below everything: any floor may say something.
const SERVER_I18N = ['i18n', 'locales'];
const serverDomains = subfolders('server/src').filter(
  (dir) =>
    ![...SERVER_INFRA, ...SERVER_I18N, 'lib', 'migrations', 'web', 'seed', 'cli'].includes(dir),
);
const serverZones = [
  {
    target: SERVER_I18N.map((dir) => `${SERVER}/${dir}`),
    from: [...SERVER_INFRA, 'lib', ...serverDomains]
      .map((dir) => `${SERVER}/${dir}`)
      .concat(SERVER_WEB, SERVER_APP),
    message: "The server's catalogues import nothing of the server but each other.",
  },
  {
    target: `${SERVER}/lib`,
    from: [...SERVER_INFRA.filter((dir) => dir !== 'config'), ...serverDomains]
      .map((dir) => `${SERVER}/${dir}`)
      .concat(SERVER_WEB, SERVER_APP),
    message:
      'Server lib sits below everything but the configuration: it imports no infrastructure, domain, web or app.',
  },
  {
    target: SERVER_INFRA.map((dir) => `${SERVER}/${dir}`),
    from: [...serverDomains.map((dir) => `${SERVER}/${dir}`), SERVER_WEB, ...SERVER_APP],
    message:
      'Server infrastructure sits below the domains: it never imports a domain, the web or the app.',
  },
  ...serverDomains.map((domain) => ({
    target: `${SERVER}/${domain}`,
    from: [...SERVER_APP, SERVER_WEB],
    message:
      'A server domain never imports the app, the seed, the command line or the web edge (which sits above the domains and serves their pages).',
  })),
  ...serverDomains.flatMap((domain) =>
    serverDomains
      .filter((other) => other !== domain)
      .map((other) => ({
        target: `${SERVER}/${domain}`,
        from: `${SERVER}/${other}`,
        except: ['./index.ts'],
        message: `A server domain reaches another only through its index.ts: import from '../${other}'.`,
      })),
  ),
];

/**
 * What the server draws with the shared package (the first paint) and the UI kit it draws with
 * are views: props in, markup out. The session, the API client and the data layer stay with the
 * connected components the apps use, so the server's bundle never carries them.
 */
const SHARED_CONNECTED = ['api', 'stores', 'data', 'social', 'app'].map(
  (dir) => `./shared/src/${dir}`,
);
// The kit's links are drawn by whatever the page provides (the router, or plain anchors on the
// server), so neither the kit nor the first paint carries the router.
const ROUTER = ['./shared/src/routing/router.ts', './shared/src/routing/router-links.ts'];
// The connected channel pieces (the frame, the header's actions, subscribing) are the channel kit,
// which the kit zones below keep out of both.
const viewZones = [
  { target: './shared/src/ui', from: [...SHARED_CONNECTED, ...ROUTER] },
  { target: './shared/src/first-paint', from: [...SHARED_CONNECTED, ...ROUTER] },
].map((zone) => ({
  ...zone,
  message:
    'Views take props: the session, the API and the data layer stay in connected components.',
}));

/**
 * The kits (`@kinora/shared/discussion`, `/moderation`, `/forms` and the others of KITS) are bundled by
 * the remotes that use one, not federated: the federated package never imports them, so a first
 * visit does not download them. (They reach the rest of the package through `@kinora/shared`, the
 * singleton; see the rule on their relative imports below.)
 */
const { KITS } = kits;
const discussionZones = KITS.map((kit) => ({
  target: fs
    .readdirSync('./shared/src')
    // Another kit may use it (through its package path): it is bundled with that kit.
    .filter((entry) => entry !== kit && !KITS.includes(entry))
    .map((entry) => `./shared/src/${entry}`),
  from: `./shared/src/${kit}`,
  message: `The federated package does not carry the ${kit} kit: import it from the remotes.`,
}));

const boundaryZones = [
  ...frontends.flatMap(appZones),
  ...discussionZones,
  {
    target: './shared',
    from: frontends.map((app) => `./${app}`),
    message: 'The shared package is below every app and imports none of them.',
  },
  ...serverZones,
  ...viewZones,
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      '**/.tsbuild/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      // Hand-written declarations of the build's CommonJS helpers, for the tests that import them.
      '**/*.d.cts',
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
    settings: {
      // Without a TypeScript resolver, extension-less imports of .ts/.tsx files stay unresolved and
      // no-restricted-paths silently skips them. Every package's tsconfig, so workspace packages
      // and their `paths` resolve to source.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: 'tsconfig.json',
        }),
      ],
    },
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
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
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
    // These libraries live inside the shared package (a federation singleton) and are not a
    // share of their own: an app that imported one directly would bundle a second copy, with a
    // router whose context the shell's router never fills.
    files: ['{shell,mfe-*}/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            'react-router',
            'react-router-dom',
            'axios',
            'react-toastify',
            'zustand',
            'i18next',
            'react-i18next',
          ].map((name) => ({
            name,
            message: `${name} comes through @kinora/shared: import what you need from there.`,
          })),
        },
      ],
    },
  },
  {
    // Every text a person reads comes from a catalogue: a text written in JSX, or in one of the
    // attributes people read, is an error until it goes through `t('…')` (see docs/translations.md).
    files: ['{shell,mfe-*,shared}/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/test-utils/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-roledescription',
              'aria-valuetext',
              'title',
              'placeholder',
              'alt',
              'label',
              '.+Label',
              '.+Text',
              '.+Title',
              '.+Message',
              'description',
              'heading',
              'hint',
            ],
          },
        },
      ],
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
    // A relative import would bundle a second session store and toast queue into each remote
    // that uses a kit: a kit reaches them through the singleton.
    files: KITS.map((kit) => `shared/src/${kit}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*'],
              message:
                'A kit reaches the rest of the shared package through @kinora/shared (the federated singleton).',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its destructured first parameter, so a
    // fixture without dependencies must be written `async ({}, use) => …`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  prettier,
);
