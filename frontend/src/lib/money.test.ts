import { describe, expect, it } from 'vitest';
import {
  centsAsInput,
  formatCents,
  formatMoney,
  formatMoneyTick,
  formatServicePrice,
  parseDollars,
} from './money';

describe('formatServicePrice', () => {
  it('shows Free for 0 and "$ Soon" otherwise while the shop hides prices (shop.config.json)', () => {
    expect(formatServicePrice(0)).toBe('Free');
    expect(formatServicePrice(129)).toBe('$ Soon');
  });
  it('shows the amount when the shop shows prices, "$ Soon" while the price is not known yet', () => {
    expect(formatServicePrice(0, 'shown')).toBe('Free');
    expect(formatServicePrice(129, 'shown')).toBe('$129.00');
    expect(formatServicePrice(null, 'shown')).toBe('$ Soon');
  });
});

describe('money', () => {
  it('formats dollars, and cents as dollars, always with cents (issue 39 item 7)', () => {
    expect(formatMoney(129)).toBe('$129.00');
    expect(formatMoney(89.5)).toBe('$89.50');
    expect(formatCents(12900)).toBe('$129.00');
    expect(formatCents(12950)).toBe('$129.50');
    expect(formatCents(500)).toBe('$5.00');
    expect(formatCents(-1000)).toBe('-$10.00');
    expect(formatMoneyTick(1200)).toBe('$1,200');
  });
  it('writes a column of figures with two decimals', () => {
    expect(formatCents(12950)).toBe('$129.50');
    expect(formatCents(5900)).toBe('$59.00');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
  it('reads dollars as typed to cents, and writes cents into a price field', () => {
    expect(parseDollars('45')).toBe(4500);
    expect(parseDollars(' 45.5 ')).toBe(4550);
    expect(parseDollars('$45.05')).toBe(4505);
    expect(parseDollars('-1')).toBeNull();
    expect(parseDollars('4.555')).toBeNull();
    expect(centsAsInput(4500)).toBe('45.00');
  });
});
