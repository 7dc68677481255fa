import { describe, expect, it } from 'vitest';
import type { TrackingDto } from '../api/track';
import { seedStore } from './serverData';
import { makeStore } from './store';

describe('server data', () => {
  it('puts a read in the cache once its client is loaded, and refuses it before', async () => {
    // Only the tracking pages load the tracking client: nothing here has imported it yet.
    const tracking = { reference: 'R-1' } as TrackingDto;
    const data = { getRepairTracking: tracking, getCatalogue: null };
    const store = makeStore();
    expect(() => seedStore(data, { token: 'tok' }, store)).toThrow(/getRepairTracking/);

    const { trackApi } = await import('../api/track');
    seedStore(data, { token: 'tok' }, store);
    const select = trackApi.endpoints.getRepairTracking.select({ token: 'tok' });
    // The store's type knows the base api's tags only (the generated clients add theirs).
    const entry = select(store.getState() as unknown as Parameters<typeof select>[0]);
    expect(entry.status).toBe('fulfilled');
    expect(entry.data).toBe(tracking);
  });
});
