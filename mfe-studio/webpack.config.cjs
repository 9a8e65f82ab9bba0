const { createWebpackConfig } = require('@kinora/shared/build');

module.exports = createWebpackConfig({
  appDir: __dirname,
  title: 'Kinora · studio (standalone)',
  exposes: { './routes': './src/app/routes.tsx' },
});
