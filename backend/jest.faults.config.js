/** Fault tests of the built app (`npm run build` first) on real PostgreSQL: restarts, killed connections, SIGTERM, kill -9. */
import base from './jest.config.js';

export default {
  ...base,
  testMatch: ['<rootDir>/test/faults/**/*.fault-spec.ts'],
  globalSetup: undefined,
  maxWorkers: 1,
  testTimeout: 180000,
};
