import { describe, expect, it } from 'vitest';
import { fitsDevice } from './fitsDevice';

describe('fitsDevice', () => {
  const part = (deviceModel: string | null, retiredAt: string | null = null) => ({ deviceModel, retiredAt });

  it("offers the parts of the order's device model, however spaced or cased, and parts for any device", () => {
    expect(fitsDevice(part('iPhone 15 Pro'), 'iPhone 15 Pro')).toBe(true);
    expect(fitsDevice(part(' iphone  15 pro '), 'iPhone 15 Pro')).toBe(true);
    expect(fitsDevice(part(null), 'iPhone 15 Pro')).toBe(true);
    expect(fitsDevice(part(''), 'iPhone 15 Pro')).toBe(true);
  });

  it("leaves out another device's parts and retired parts", () => {
    expect(fitsDevice(part('iPhone 15 Pro Max'), 'iPhone 15 Pro')).toBe(false);
    expect(fitsDevice(part('Galaxy S24'), 'iPhone 15 Pro')).toBe(false);
    expect(fitsDevice(part(null, '2026-03-01T00:00:00.000Z'), 'iPhone 15 Pro')).toBe(false);
  });
});
