import { readState, signInThroughNginx, sql, stack } from './compose-stack.js';

/**
 * Issue 29: after `compose down` and `up` (the containers removed and made anew, the volume kept),
 * the data is there: the bookings made before, the staff accounts, the price an editor changed in
 * the browser, served by all three backends.
 */
describe('after compose down and up', () => {
  it('keeps the bookings, the staff accounts and the prices', async () => {
    const { bookings, price } = readState() as {
      bookings?: string[];
      price?: { device: string; service: string; price: number };
    };
    expect(bookings?.length).toBeGreaterThan(0);
    const stored = await sql<{ reference: string }>(
      `SELECT reference FROM appointments WHERE reference = ANY($1)`,
      [bookings],
    );
    expect(stored).toHaveLength(bookings!.length);
    await signInThroughNginx('editor');
    await signInThroughNginx('viewer');
    expect(price).toBeDefined();
    for (const backend of stack.backends) {
      const map = (await (await fetch(`${backend}/api/pricing/all`)).json()) as {
        pricing: Record<string, Record<string, { price: number }>>;
      };
      expect([backend, map.pricing[price!.device][price!.service].price]).toEqual([backend, price!.price]);
    }
  });
});
