import { describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createBaseQuery } from './baseQuery';

const api = { signal: new AbortController().signal } as BaseQueryApi;

function respond(body: string, init: ResponseInit) {
  return vi.fn<typeof fetch>(async () => new Response(body, init));
}

describe('baseQuery', () => {
  it('returns parsed JSON and sends cookies', async () => {
    const fetchFn = respond('{"ok":true}', { status: 200 });
    const result = await createBaseQuery({ fetchFn })('/api/x', api, {});
    expect(result).toEqual({ data: { ok: true } });
    expect(fetchFn.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', method: 'GET' });
  });

  it('sends a JSON body', async () => {
    const fetchFn = respond('{}', { status: 201 });
    await createBaseQuery({ fetchFn })({ url: '/api/x', method: 'POST', body: { a: 1 } }, api, {});
    const init = fetchFn.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends a form (photos) as it is: fetch sets multipart/form-data and its boundary', async () => {
    const fetchFn = respond('{}', { status: 201 });
    const form = new FormData();
    form.append('moment', 'intake');
    await createBaseQuery({ fetchFn })({ url: '/api/x', method: 'POST', body: form }, api, {});
    const init = fetchFn.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('turns a non-2xx response into "status: body text"', async () => {
    const body = '{"statusCode":409,"message":"Customer already exists"}';
    const fetchFn = respond(body, { status: 409, statusText: 'Conflict' });
    const result = await createBaseQuery({ fetchFn })('/api/x', api, {});
    expect(result.error).toEqual({
      status: 409,
      message: `409: ${body}`,
      data: { statusCode: 409, message: 'Customer already exists' },
    });
  });

  it('uses the status text when the body is empty', async () => {
    const fetchFn = respond('', { status: 500, statusText: 'Internal Server Error' });
    const result = await createBaseQuery({ fetchFn })('/api/x', api, {});
    expect(result.error?.message).toBe('500: Internal Server Error');
  });

  it('keeps a plain-text error body as is', async () => {
    const fetchFn = respond('Bad things', { status: 400, statusText: 'Bad Request' });
    const result = await createBaseQuery({ fetchFn })('/api/x', api, {});
    expect(result.error).toMatchObject({ status: 400, message: '400: Bad things', data: 'Bad things' });
  });

  it('reports network failures as FETCH_ERROR', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await createBaseQuery({ fetchFn })('/api/x', api, {});
    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: 'Failed to fetch' });
  });
});
