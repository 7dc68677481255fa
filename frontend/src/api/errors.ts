/** Reading the one error body of the API (ErrorBodyDto) from a failed call. */

/** The server's message from an API error (its JSON body), or the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: unknown } | undefined)?.data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  return fallback;
}

/** Field errors of an API error body (`errors: [{ field, message }]`), first message per field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const data = (error as { data?: unknown } | undefined)?.data as
    { errors?: { field: string; message: string }[] } | undefined;
  const out: Record<string, string> = {};
  for (const e of data?.errors ?? []) out[e.field] ??= e.message;
  return out;
}
