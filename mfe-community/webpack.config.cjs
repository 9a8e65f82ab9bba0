const { createWebpackConfig } = require('@kinora/shared/build');

module.exports = createWebpackConfig({
  appDir: __dirname,
  name: 'community',
  title: 'Kinora · community (standalone)',
  exposes: { './routes': './src/app/routes.tsx' },
});
