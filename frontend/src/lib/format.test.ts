import { describe, expect, it } from 'vitest';
import { formatDuration, formatMoney, formatServicePrice } from './format';

describe('formatServicePrice', () => {
  it('shows Free for 0 and "$ Soon" otherwise while the shop hides prices (shop.config.json)', () => {
    expect(formatServicePrice(0)).toBe('Free');
    expect(formatServicePrice(129)).toBe('$ Soon');
  });
  it('shows the amount when the shop shows prices', () => {
    expect(formatServicePrice(0, 'shown')).toBe('Free');
    expect(formatServicePrice(129, 'shown')).toBe('$129');
  });
});

describe('formatDuration', () => {
  it('shows minutes below 1440', () => {
    expect(formatDuration(20)).toBe('20 minutes');
    expect(formatDuration(60)).toBe('60 minutes');
    expect(formatDuration(1439)).toBe('1439 minutes');
  });
  it('shows rounded hours from 1440', () => {
    expect(formatDuration(1440)).toBe('24 hours');
    expect(formatDuration(1500)).toBe('25 hours');
  });
});

describe('formatMoney', () => {
  it('formats dollars', () => {
    expect(formatMoney(129)).toBe('$129');
    expect(formatMoney(89.5)).toBe('$89.50');
  });
});
