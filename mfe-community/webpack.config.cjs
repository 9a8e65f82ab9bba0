const { createWebpackConfig } = require('@kinora/shared/build');

module.exports = createWebpackConfig({
  appDir: __dirname,
  title: 'Kinora · community (standalone)',
  exposes: { './routes': './src/app/routes.tsx' },
});
