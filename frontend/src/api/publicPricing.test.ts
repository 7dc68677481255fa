import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store';
import { api, PUBLIC_PRICING_FRESH_SECONDS, PUBLIC_PRICING_RETAINED_SECONDS } from './index';

const pricing = { pricing: { 'iphone-15': { screen: [{ available: true, price: 199 }] } } };

function respondWith(...statuses: number[]) {
  let call = 0;
  return vi.fn<typeof fetch>(async () => {
    const status = statuses[Math.min(call++, statuses.length - 1)];
    return status === 200
      ? new Response(JSON.stringify(pricing), { status, headers: { 'Content-Type': 'application/json' } })
      : new Response('Service Unavailable', { status, statusText: 'Service Unavailable' });
  });
}

describe('GET /api/pricing/all cache settings (spec 7/9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('retries twice, then succeeds', async () => {
    const fetchMock = respondWith(503, 503, 200);
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore();
    const request = store.dispatch(api.endpoints.getAllPricing.initiate());
    await vi.advanceTimersByTimeAsync(10_000);
    const result = await request;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.data).toEqual(pricing);
    request.unsubscribe();
  });

  it('gives up after 2 retries (3 calls in all)', async () => {
    const fetchMock = respondWith(503);
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore();
    const request = store.dispatch(api.endpoints.getAllPricing.initiate());
    await vi.advanceTimersByTimeAsync(30_000);
    const result = await request;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.error).toMatchObject({ status: 503 });
    request.unsubscribe();
  });

  it('keeps unused data 10 minutes, and refetches on mount after 5 minutes', async () => {
    expect(PUBLIC_PRICING_FRESH_SECONDS).toBe(300);
    const fetchMock = respondWith(200);
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore();
    const select = api.endpoints.getAllPricing.select();
    const first = store.dispatch(api.endpoints.getAllPricing.initiate());
    await first;
    first.unsubscribe();

    // Remounted within 5 minutes: served from the cache.
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    const fresh = store.dispatch(
      api.endpoints.getAllPricing.initiate(undefined, { forceRefetch: PUBLIC_PRICING_FRESH_SECONDS }),
    );
    await fresh;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fresh.unsubscribe();

    // Remounted after 5 minutes: refetched.
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    const stale = store.dispatch(
      api.endpoints.getAllPricing.initiate(undefined, { forceRefetch: PUBLIC_PRICING_FRESH_SECONDS }),
    );
    await stale;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stale.unsubscribe();

    // Unused: still cached just before 10 minutes, gone after.
    await vi.advanceTimersByTimeAsync(PUBLIC_PRICING_RETAINED_SECONDS * 1000 - 1000);
    expect(select(store.getState() as never).data).toEqual(pricing);
    await vi.advanceTimersByTimeAsync(2000);
    expect(select(store.getState() as never).data).toBeUndefined();
  });
});
