import { QueryFailedError } from 'typeorm';

export type DatabaseFailure =
  { kind: 'conflict'; constraint: string | undefined } | { kind: 'unavailable' } | { kind: 'other' };

const UNAVAILABLE_CODES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
const UNAVAILABLE_MESSAGES =
  /(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection|the database system is)/i;

/** Classifies an error thrown by the database driver: a broken invariant, a passing outage, or a bug. */
export function classifyDatabaseError(error: unknown): DatabaseFailure {
  const driver =
    error instanceof QueryFailedError
      ? (error.driverError as { code?: string; constraint?: string })
      : (error as { code?: string; constraint?: string } | null);
  const code = driver?.code;
  if (code === '23505' || code === '23P01') return { kind: 'conflict', constraint: driver?.constraint };
  if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return { kind: 'unavailable' };
  // TypeORM releases a query runner whose connection died; using it again says so.
  if (error instanceof Error && /^QueryRunner(Provider)?AlreadyReleasedError$/.test(error.name))
    return { kind: 'unavailable' };
  const message = error instanceof Error ? error.message : '';
  if (UNAVAILABLE_MESSAGES.test(message) || (code && UNAVAILABLE_MESSAGES.test(code)))
    return { kind: 'unavailable' };
  return { kind: 'other' };
}

const CONSTRAINT_CODES = {
  unique: '23505',
  foreignKey: '23503',
  exclusion: '23P01',
  check: '23514',
} as const;

/**
 * The name of the constraint a statement broke, when it broke one of this kind; otherwise undefined.
 * Lets a caller turn one known constraint into its own answer and rethrow anything else.
 */
export function violatedConstraint(error: unknown, kind: keyof typeof CONSTRAINT_CODES): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driver = error.driverError as { code?: string; constraint?: string };
  return driver.code === CONSTRAINT_CODES[kind] ? driver.constraint : undefined;
}
