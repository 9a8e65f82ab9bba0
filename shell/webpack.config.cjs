const { createWebpackConfig } = require('@kinora/shared/build');

/**
 * The production build ships a deployment file for the one-origin layout that `pnpm start`
 * serves (each remote under /remotes/<name>/). Deployers edit this file to move a remote; the
 * shell is never rebuilt for that. In development the dev server serves public/remotes.json.
 */
const SAME_ORIGIN_DEPLOYMENT = {
  watch: '/remotes/watch/mf-manifest.json',
  community: '/remotes/community/mf-manifest.json',
  studio: '/remotes/studio/mf-manifest.json',
  library: '/remotes/library/mf-manifest.json',
};

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
          const json = `${JSON.stringify(SAME_ORIGIN_DEPLOYMENT, null, 2)}\n`;
          compilation.emitAsset('remotes.json', new RawSource(json));
        },
      );
    });
  }
}

const base = createWebpackConfig({ appDir: __dirname, name: 'shell', title: 'Kinora' });

module.exports = (env, argv) => {
  const config = base(env, argv);
  if (argv.mode === 'production') config.plugins.push(new DeploymentFilePlugin());
  return config;
};
