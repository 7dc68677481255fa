import type { ApiError } from './baseQuery';
import type { ErrorBodyDto } from './generated.public';

/**
 * Reading a failed call: the one error body of the API (ErrorBodyDto: statusCode, error, message,
 * optional field errors and details), whatever the call failed with. Every screen reads errors here.
 */

/** The HTTP status of a failed call ('FETCH_ERROR' when the server was not reached). */
export function errorStatus(error: unknown): ApiError['status'] | undefined {
  const status = (error as Partial<ApiError> | null | undefined)?.status;
  return typeof status === 'number' || status === 'FETCH_ERROR' ? status : undefined;
}

/** The error body the server sent, when the failure carries one. */
export function errorBody(error: unknown): ErrorBodyDto | undefined {
  const data = (error as Partial<ApiError> | null | undefined)?.data;
  if (!data || typeof data !== 'object' || typeof (data as { message?: unknown }).message !== 'string')
    return undefined;
  return data as ErrorBodyDto;
}

/**
 * The id of the failed request (the error body's `requestId`, also its X-Request-Id and in the
 * server's log lines): what staff quote when they report a failure.
 */
export function errorCode(error: unknown): string | undefined {
  const id = errorBody(error)?.requestId;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The server's own message, when it sent a non-empty one. */
export function serverMessage(error: unknown): string | undefined {
  const message = errorBody(error)?.message;
  return message && message.trim() !== '' ? message : undefined;
}

/** The message for a toast: the server's own, else `fallback`. */
export function toastMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** The field errors of the body, the first message per field (`{ email: 'email must be ...' }`). */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errorBody(error)?.errors ?? []) out[e.field] ??= e.message;
  return out;
}

/** The machine-readable reason of the body (`details.reason`, e.g. 'slot_taken'). */
export function errorReason(error: unknown): string | undefined {
  const reason = (errorBody(error)?.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** A readable text of any failure: an API call's `${status}: ${body}` (spec 7), an Error's message, a string. */
export function failureText(error: unknown): string {
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
