const { createWebpackConfig } = require('@kinora/shared/build');
const { sameOriginDeployment } = require('@kinora/shared/build/web-apps.cjs');

/**
 * The production build ships a deployment file for the one-origin layout that `pnpm start`
 * serves (each remote under /remotes/<name>/). Deployers edit this file to move a remote; the
 * shell is never rebuilt for that. In development the dev server serves public/remotes.json, which `pnpm dev` writes from the same
 * list of remotes.
 */
class DeploymentFilePlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('DeploymentFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'DeploymentFilePlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const json = `${JSON.stringify(sameOriginDeployment(), null, 2)}\n`;
          compilation.emitAsset('remotes.json', new RawSource(json));
        },
      );
    });
  }
}

const base = createWebpackConfig({ appDir: __dirname, title: 'Kinora' });

module.exports = (env, argv) => {
  const config = base(env, argv);
  if (argv.mode === 'production') config.plugins.push(new DeploymentFilePlugin());
  return config;
};
