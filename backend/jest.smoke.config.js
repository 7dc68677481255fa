/** Smoke tests of the built app (`npm run build` first): start, serve, restart, refuse a second process. */
import base from './jest.config.js';

export default {
  ...base,
  testMatch: ['<rootDir>/test/smoke/**/*.smoke-spec.ts'],
  globalSetup: undefined,
  maxWorkers: 1,
  testTimeout: 120000,
};
