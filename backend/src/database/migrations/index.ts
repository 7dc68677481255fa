import { InitialSchema1763770000000 } from './1763770000000-initial-schema.js';

/** Every migration, oldest first. A new migration is added here (ESM: no glob loading). */
export const migrations = [InitialSchema1763770000000];
