/**
 * What `manager.query()` answers for a write with RETURNING. TypeORM's postgres driver answers an
 * UPDATE or DELETE as `[rows, affectedCount]` and an INSERT (and PGlite, through its adapter, some
 * writes) as the rows alone. Every write that reads its answer goes through these two functions.
 */
function isRowsAndCount(result: unknown): result is [unknown[], number] {
  return (
    Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number'
  );
}

/** The rows a write returned (RETURNING ...). */
export function returnedRows<T>(result: unknown): T[] {
  if (isRowsAndCount(result)) return result[0] as T[];
  return Array.isArray(result) ? (result as T[]) : [];
}

/** How many rows a write with RETURNING touched. */
export function affectedCount(result: unknown): number {
  if (isRowsAndCount(result)) return result[1];
  return Array.isArray(result) ? result.length : 0;
}
