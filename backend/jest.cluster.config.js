/** Several instances of the built app (`npm run build` first) on one PostgreSQL database (DATABASE_URL). */
import base from './jest.config.js';

export default {
  ...base,
  testMatch: ['<rootDir>/test/cluster/**/*.cluster-spec.ts'],
  globalSetup: undefined,
  maxWorkers: 1,
  testTimeout: 120000,
};
