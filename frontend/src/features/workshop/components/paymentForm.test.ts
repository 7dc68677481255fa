import { describe, expect, it } from 'vitest';
import { methodLabel, typedAmount } from './paymentForm';

describe('typedAmount', () => {
  it('reads dollars as cents, up to the most allowed', () => {
    expect(typedAmount('45.50', 5000, '45 or 45.50')).toEqual({ cents: 4550, error: null });
    expect(typedAmount('', 5000, '45 or 45.50')).toEqual({ cents: null, error: null });
  });

  it('says what is wrong: not an amount, or above the most', () => {
    expect(typedAmount('4x', 5000, '5 or 5.50').error).toBe('Type an amount such as 5 or 5.50');
    expect(typedAmount('50.01', 5000, '5 or 5.50')).toEqual({ cents: 5001, error: 'At most $50.00' });
  });
});

describe('methodLabel', () => {
  it('names the counter methods and leaves an unknown one as it is', () => {
    expect(methodLabel('card')).toBe('Card');
    expect(methodLabel('voucher')).toBe('voucher');
  });
});
