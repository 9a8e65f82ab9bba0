const { createWebpackConfig } = require('@kinora/shared/build');

module.exports = createWebpackConfig({
  appDir: __dirname,
  title: 'Kinora · library (standalone)',
  exposes: {
    './routes': './src/app/routes.tsx',
    './SaveToPlaylistDialog': './src/app/save-to-playlist-dialog.tsx',
  },
});
