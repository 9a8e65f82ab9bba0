/**
 * The one webpack + module federation configuration every Kinora app is built with.
 *
 * It lives in the shared package because the share scope (which libraries are singletons, and at
 * which versions) is part of the contract between the teams: an app that builds with another
 * major of `@kinora/shared` must fail loudly at run time instead of half-working.
 */
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedPackage = require('../package.json');
const { DEV_PORTS, HOST, webAppOf } = require('./web-apps.cjs');
const { RouteRecordPlugin } = require('./route-record.cjs');
const { KITS } = require('./kits.cjs');
const { themeScript, themeStyle } = require('./theme-head.cjs');

/** The runtime plugin that publishes the shell's federation runtime core for the remotes (ES build). */
const EXTERNAL_RUNTIME_PROVIDER = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/**
 * React Router's production build. Its package exports only the development build (with its
 * warnings and long invariant messages); the production build beside it is the same router
 * without them (0.4 KB gzip less on a first visit).
 */
function reactRouterProductionAliases() {
  const routerDom = require.resolve('react-router-dom/package.json', {
    paths: [path.join(__dirname, '..')],
  });
  const router = path.dirname(
    require.resolve('react-router/package.json', { paths: [path.dirname(routerDom)] }),
  );
  return {
    'react-router$': path.join(router, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(router, 'dist/production/dom-export.mjs'),
  };
}

const DEV_API_ORIGIN = process.env.KINORA_API_ORIGIN || 'http://localhost:4000';

function installedVersion(appDir, name) {
  const file = require.resolve(`${name}/package.json`, { paths: [appDir] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * The federation share scope. Versions are read from what is installed (package.json holds
 * `catalog:` specifiers, which the runtime cannot compare).
 */
function shareScope(appDir) {
  const singleton = (name) => {
    const version = installedVersion(appDir, name);
    return { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version };
  };
  const react = singleton('react');
  const reactDom = singleton('react-dom');
  // The version an app is built with is the least it accepts at run time: a remote built against
  // 1.3 may use exports 1.2 lacks, so under a shell that loaded 1.2 the runtime must refuse it
  // (strictVersion) instead of handing it the older copy. `^` keeps the major as the contract line.
  // KINORA_SHARED_VERSION builds an app as if against another release (the skew tests use it).
  const sharedVersion = process.env.KINORA_SHARED_VERSION || sharedPackage.version;
  const sharedRequired = `^${sharedVersion}`;
  return {
    react,
    'react/': react,
    'react-dom': reactDom,
    'react-dom/': reactDom,
    // React Router, axios, react-toastify and zustand are no shares: only the shared package
    // imports them (the apps get them from it), so they ship inside it, trimmed to what it uses.
    'styled-components': singleton('styled-components'),
    '@kinora/shared': {
      singleton: true,
      strictVersion: true,
      version: sharedVersion,
      requiredVersion: sharedRequired,
    },
  };
}

/** A federation name a remote can have (it becomes a global, a folder and a URL segment). */
const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;

/** A remote outside the platform's list, checked: its name is its own and can be a global. */
function joiningRemote({ name, devPort }) {
  if (typeof name !== 'string' || !REMOTE_NAME.test(name) || DEV_PORTS[name] !== undefined) {
    throw new Error(
      `remote.name "${name}" must be a new remote's name: lowercase letters, digits and dashes, not one of ${Object.keys(DEV_PORTS).join(', ')}.`,
    );
  }
  if (!Number.isInteger(devPort) || Object.values(DEV_PORTS).includes(devPort)) {
    throw new Error(`remote.devPort of "${name}" must be a port no other web app uses.`);
  }
  return { name, devPort };
}

const SHARED_SOURCE = path.join(__dirname, '..', 'src') + path.sep;
// The contract's constants, which the package reads at start like its own code. In the host only:
// a remote's kits import them too (the moderation kit re-exports some), and in a remote the
// package's chunk is the fallback copy no page should download for a kit.
const CONTRACT_SOURCE = path.join(__dirname, '..', 'contract', 'src') + path.sep;
const KIT_SOURCES = KITS.map((kit) => path.join(SHARED_SOURCE, kit) + path.sep);
// The libraries that ship inside the shared package (see the share scope). The toast library is
// left out: it is loaded with the first toast.
// Modules of the package that load on demand (`import()`), so they must not join the entry's
// chunk: the toasts' container, the upload engine with its tus transfer (the first upload), and
// the catalogues of languages other than English (a page in that language).
const LOADED_ON_DEMAND = ['toast-container.', 'upload-engine.', 'tus-transfer.'];
const OTHER_LANGUAGE_CATALOGUE = /[\\/]locales[\\/](?!en\.json$)[^\\/]+\.json$/;
const SHIPPED_INSIDE =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react-router|react-router-dom|axios|zustand|cookie|set-cookie-parser)[\\/]/;
// The translator, which the package loads at start too. In the host only, like the contract below:
// a remote's copy of the package is a fallback, whose chunks are left as they were.
const TRANSLATOR =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:i18next|react-i18next|i18next-resources-to-backend|use-sync-external-store)[\\/]/;

/**
 * The kit a module belongs to, or null.
 * @param {string | undefined} resource
 */
function kitOf(resource) {
  if (!resource) return null;
  const index = KIT_SOURCES.findIndex((kit) => resource.startsWith(kit));
  return index === -1 ? null : KITS[index];
}

/**
 * What the host's copy of the package's chunk carries beside the package's own code: the
 * contract's constants, the translator, and the package's catalogues by language (a context
 * module, which names its folder only), all read at start. Split off, each would be fetched only
 * once the package's chunk has run, after every other start-up file.
 * @param {import('webpack').Module & { resource?: string }} module
 */
function hostStartUp(module) {
  const { resource } = module;
  if (resource) return resource.startsWith(CONTRACT_SOURCE) || TRANSLATOR.test(resource);
  return module.constructor.name === 'ContextModule' && insideSharedPackage(module.context ?? '');
}

/** @param {string | undefined} resource */
function insideSharedPackage(resource) {
  if (!resource) return false;
  if (resource.startsWith(SHARED_SOURCE)) {
    // A kit is no part of the federated entry: it goes with the page that imports it, so that
    // page does not download the remote's fallback copy of the entry beside the shell's.
    if (kitOf(resource) !== null) return false;
    if (OTHER_LANGUAGE_CATALOGUE.test(resource)) return false;
    return !LOADED_ON_DEMAND.some((name) => resource.includes(`${path.sep}${name}`));
  }
  return SHIPPED_INSIDE.test(resource);
}

/**
 * @param {object} options
 * @param {string} options.appDir the app's folder (`__dirname` of its webpack config)
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {string} [options.title] document title of the app's own page
 * @param {{ name: string, devPort: number }} [options.remote] for a remote outside the
 *   platform's list (`src/routing/remotes.json`): its federation name and dev port. It joins a
 *   site through the deployment file alone.
 */
function createWebpackConfig({ appDir, exposes = {}, title = 'Kinora', remote }) {
  // The federation name and dev port come from the one list of web apps, by package folder,
  // unless the app is a remote of its own.
  const { name, devPort } = remote ? joiningRemote(remote) : webAppOf(appDir);
  return (_env, argv) => {
    const mode = argv.mode === 'production' ? 'production' : 'development';
    const isProd = mode === 'production';
    const port = Number(process.env.PORT || devPort);
    const outDir = process.env.KINORA_OUT_DIR
      ? path.resolve(process.env.KINORA_OUT_DIR)
      : path.join(appDir, 'dist');

    return {
      mode,
      context: appDir,
      entry: { main: './src/index.ts' },
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: outDir,
        publicPath: 'auto',
        crossOriginLoading: 'anonymous',
        // Entry files keep stable names (they are tiny async boundaries, served no-cache); the
        // federation runtime cannot compute a content hash for them anyway.
        filename: '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: `kinora_${name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
        ...(isProd ? { alias: reactRouterProductionAliases() } : {}),
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProd } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.(png|jpe?g|gif|svg|webp|ico)$/i,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4096 } },
          },
          { test: /\.css$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: shareScope(appDir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // Browser-only apps: leave the runtime's Node loading code out of every bundle. A remote's
          // production build is only ever loaded by the shell, whose runtime loads the remotes, so
          // it needs no remote-loading code and no federation runtime of its own: the shell hands
          // its runtime core to every remote entry, which would otherwise download a second copy
          // on the first visit. The dev server's standalone host keeps a whole runtime.
          experiments: {
            optimization: {
              target: 'web',
              ...(isProd && name !== HOST.name ? { disableRemote: true } : {}),
            },
            ...(isProd && name !== HOST.name ? { externalRuntime: true } : {}),
          },
          // The shell's half of the handover. Not the plugin's `provideExternalRuntime` switch: it
          // names the plugin's CommonJS build, which brings a CommonJS copy of the runtime core
          // beside the ES one the shell already bundles.
          ...(isProd && name === HOST.name ? { runtimePlugins: [EXTERNAL_RUNTIME_PROVIDER] } : {}),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          // The colour schemes, and <html data-theme> set before first paint (theme-head.cjs).
          themeScript,
          themeStyle,
          favicon: path.join(__dirname, '..', 'src', 'ui', 'assets', 'favicon.svg'),
          scriptLoading: 'defer',
          // The app's own page always lives at its origin's root; absolute script URLs keep deep
          // links (/playlist/abc) working on a dev server. Remote assets still resolve from
          // publicPath 'auto' when the shell loads them through the manifest.
          publicPath: '/',
          crossorigin: 'anonymous',
        }),
        // A remote's pages, published beside its manifest (`routes.json`).
        ...(name !== HOST.name ? [new RouteRecordPlugin({ appDir, name })] : []),
      ],
      optimization: {
        // Never `runtimeChunk: 'single'`: it breaks the federation container.
        runtimeChunk: false,
        splitChunks: {
          cacheGroups: {
            // The shared package's code and the libraries only it imports, in one chunk: the
            // federation manifest names a share's own chunk only, and the shell page preloads
            // what the manifest names, so a library split off beside it would start late. The
            // kits are left to the pages that import them (see insideSharedPackage).
            kinoraShared: {
              test: (module) =>
                insideSharedPackage(module.resource) || (name === HOST.name && hostStartUp(module)),
              name: 'kinora-shared',
              chunks: 'all',
              enforce: true,
              priority: 20,
            },
            // A kit used by several lazy pages (the form fields by most of the studio's) is one
            // chunk of its own, fetched once and cached, instead of a copy inside each page.
            kits: {
              test: (module) => kitOf(module.resource) !== null,
              name: (module) => `kit-${kitOf(module.resource)}`,
              chunks: 'async',
              enforce: true,
              priority: 10,
            },
            // react-dom's provide and its fallback would otherwise be two files of the same code,
            // and the page preloads every file the manifest names for the share: one named chunk
            // serves both. (react-dom/client keeps its own chunk.)
            reactDom: {
              test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-dom[\\/](?:index\.js|cjs[\\/]react-dom\.production\.js)$/,
              name: 'react-dom',
              chunks: 'all',
              enforce: true,
              priority: 20,
            },
          },
        },
      },
      performance: { hints: false },
      devServer: {
        port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: DEV_API_ORIGIN, changeOrigin: false }],
        static: fs.existsSync(path.join(appDir, 'public'))
          ? { directory: path.join(appDir, 'public'), watch: true }
          : false,
        client: { overlay: { warnings: false, errors: true } },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createWebpackConfig, shareScope, DEV_PORTS };
