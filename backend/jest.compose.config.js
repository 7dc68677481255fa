/**
 * The compose deployment's tests (`npm test -- compose`, scripts/compose-test.mjs): they call the
 * running stack (nginx, three backends, PostgreSQL) on the host's loopback ports, in the order the
 * script runs them.
 */
import base from './jest.config.js';

export default {
  ...base,
  testMatch: ['<rootDir>/test/compose/**/*.compose-spec.ts'],
  globalSetup: undefined,
  maxWorkers: 1,
  testTimeout: 180000,
  // fetch keeps its connections to the stack open for a while: nothing else is left running.
  forceExit: true,
};
