import { describe, expect, it } from 'vitest';
import { fitsDevice } from './fitsDevice';

const PRO = '0b7c3c1e-0000-4000-8000-000000000001';
const PRO_MAX = '0b7c3c1e-0000-4000-8000-000000000002';

describe('fitsDevice', () => {
  const part = (deviceModelId: string | null, retiredAt: string | null = null) => ({
    deviceModelId,
    retiredAt,
  });

  it("offers the parts naming the order's catalogue model and the parts for any device", () => {
    expect(fitsDevice(part(PRO), PRO)).toBe(true);
    expect(fitsDevice(part(null), PRO)).toBe(true);
  });

  it("leaves out another model's parts and retired parts", () => {
    expect(fitsDevice(part(PRO_MAX), PRO)).toBe(false);
    expect(fitsDevice(part(PRO, '2026-03-01T00:00:00.000Z'), PRO)).toBe(false);
    expect(fitsDevice(part(null, '2026-03-01T00:00:00.000Z'), PRO)).toBe(false);
  });

  it('offers every live part on an order whose device is not in the catalogue', () => {
    expect(fitsDevice(part(PRO_MAX), null)).toBe(true);
    expect(fitsDevice(part(PRO_MAX, '2026-03-01T00:00:00.000Z'), null)).toBe(false);
  });
});
