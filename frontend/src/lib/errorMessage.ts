/** Extracts a human-readable message from an RTK Query / fetch / thrown error. */
export function errorMessage(error: unknown): string {
  if (!error) return '';
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (typeof error === 'object') {
    const record = error as Record<string, unknown>;
    if (typeof record.message === 'string') return record.message;
    if (typeof record.error === 'string') return record.error;
    if ('status' in record) return `${String(record.status)}: ${JSON.stringify(record.data ?? '')}`;
  }
  return String(error);
}
