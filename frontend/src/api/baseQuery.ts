import type { BaseQueryFn } from '@reduxjs/toolkit/query';

export interface ApiRequest {
  url: string;
  method?: string;
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string | undefined>;
}

/** Error of every failed call: `message` is `${status}: ${body text}` (or status text), spec 7. */
export interface ApiError {
  status: number | 'FETCH_ERROR';
  message: string;
  data?: unknown;
}

export interface BaseQueryOptions {
  baseUrl?: string;
  fetchFn?: typeof fetch;
}

function buildUrl(baseUrl: string, url: string, params: ApiRequest['params']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  const joined = `${baseUrl.replace(/\/$/, '')}${url}`;
  if (!query) return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${query}`;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** JSON fetch (or a form with files) with session cookies; a non-2xx response becomes an {@link ApiError}. */
export function createBaseQuery(
  options: BaseQueryOptions = {},
): BaseQueryFn<string | ApiRequest, unknown, ApiError> {
  const { baseUrl = '', fetchFn } = options;
  return async (args, api) => {
    const request: ApiRequest = typeof args === 'string' ? { url: args } : args;
    const headers = new Headers({ Accept: 'application/json' });
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      if (value !== undefined) headers.set(name, value);
    }
    const hasBody = request.body !== undefined;
    // A form (files: photos) goes as multipart/form-data, its boundary set by fetch; the rest as JSON.
    const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
    if (hasBody && !isForm) headers.set('Content-Type', 'application/json');
    const doFetch = fetchFn ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, request.url, request.params), {
        method: request.method ?? 'GET',
        headers,
        body: isForm ? (request.body as FormData) : hasBody ? JSON.stringify(request.body) : undefined,
        credentials: 'include',
        signal: api.signal,
      });
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause);
      return { error: { status: 'FETCH_ERROR', message } };
    }
    const text = await response.text();
    const data = parseBody(text);
    if (!response.ok) {
      return {
        error: {
          status: response.status,
          message: `${response.status}: ${text || response.statusText}`,
          data,
        },
      };
    }
    return { data: data ?? null };
  };
}

export const baseQuery = createBaseQuery();
