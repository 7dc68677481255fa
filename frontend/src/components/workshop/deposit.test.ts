import { describe, expect, it } from 'vitest';
import { checkInDepositToSend, depositToSend, NO_CHECK_IN_DEPOSIT } from './deposit';

describe('depositToSend', () => {
  it('takes an amount in dollars as cents, from $0.01', () => {
    expect(depositToSend({ unit: 'amount', value: '40' })).toEqual({ amountCents: 4000 });
    expect(depositToSend({ unit: 'amount', value: ' $40.5 ' })).toEqual({ amountCents: 4050 });
    expect(depositToSend({ unit: 'amount', value: '0.01' })).toEqual({ amountCents: 1 });
    for (const value of ['', '0', '0.00', '-5', '40.555', 'forty'])
      expect(depositToSend({ unit: 'amount', value })).toBeNull();
  });

  it('takes a whole percentage from 1 to 100, with or without %', () => {
    expect(depositToSend({ unit: 'percent', value: '25' })).toEqual({ percent: 25 });
    expect(depositToSend({ unit: 'percent', value: '50 %' })).toEqual({ percent: 50 });
    expect(depositToSend({ unit: 'percent', value: '100' })).toEqual({ percent: 100 });
    for (const value of ['', '0', '101', '12.5', 'half'])
      expect(depositToSend({ unit: 'percent', value })).toBeNull();
  });
});

describe('checkInDepositToSend', () => {
  it('adds nothing when no deposit is asked, whatever was typed', () => {
    expect(checkInDepositToSend(NO_CHECK_IN_DEPOSIT)).toEqual({});
    expect(checkInDepositToSend({ ask: false, unit: 'amount', value: 'nonsense' })).toEqual({});
  });

  it('adds the deposit asked, or says it is not one', () => {
    expect(checkInDepositToSend({ ask: true, unit: 'percent', value: '30' })).toEqual({
      deposit: { percent: 30 },
    });
    expect(checkInDepositToSend({ ask: true, unit: 'amount', value: '' })).toBe('invalid');
  });
});
