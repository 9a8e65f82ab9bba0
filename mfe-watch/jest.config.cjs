module.exports = require('@kinora/shared/build/jest.cjs')(__dirname);
