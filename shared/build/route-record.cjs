/**
 * Publishes a remote's route record (`src/app/pages.json`, see `src/routing/route-record.ts`)
 * beside its `mf-manifest.json` as `routes.json`: the shell and the server find it relative to the
 * manifest URL the deployment file names, so the record is always the one of the build deployed.
 */
const fs = require('node:fs');
const path = require('node:path');

const RECORD_SOURCE = path.join('src', 'app', 'pages.json');
const RECORD_FILE = 'routes.json';
const RECORD_VERSION = 1;

/** The record of the remote in `appDir`, or null for an app without pages of its own. */
function readRouteRecord(appDir, name) {
  const file = path.join(appDir, RECORD_SOURCE);
  if (!fs.existsSync(file)) return null;
  const record = JSON.parse(fs.readFileSync(file, 'utf8'));
  // The full check is the remote's own unit test (expectRouteRecord); a build refuses at least
  // a record it could not publish under this remote's name.
  if (
    record?.version !== RECORD_VERSION ||
    record.remote !== name ||
    !Array.isArray(record.pages)
  ) {
    throw new Error(
      `${file} must be a route record of version ${RECORD_VERSION} for the remote "${name}".`,
    );
  }
  return record;
}

class RouteRecordPlugin {
  /** @param {{ appDir: string, name: string }} options */
  constructor({ appDir, name }) {
    this.appDir = appDir;
    this.name = name;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const source = path.join(this.appDir, RECORD_SOURCE);
    compiler.hooks.thisCompilation.tap('KinoraRouteRecord', (compilation) => {
      compilation.fileDependencies.add(source);
      compilation.hooks.processAssets.tap(
        { name: 'KinoraRouteRecord', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const record = readRouteRecord(this.appDir, this.name);
          if (!record) return;
          compilation.emitAsset(RECORD_FILE, new sources.RawSource(`${JSON.stringify(record)}\n`));
        },
      );
    });
  }
}

module.exports = { RouteRecordPlugin, readRouteRecord, RECORD_FILE, RECORD_SOURCE };
