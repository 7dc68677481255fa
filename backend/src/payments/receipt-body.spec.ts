import { receiptTax } from './receipt-body.js';

const rule = { ratePercent: 8.25, partsTaxable: true };

describe('receiptTax', () => {
  it('never taxes repair services', () => {
    expect(receiptTax([{ kind: 'service', quantity: 1, unitPriceCents: 12900 }], 0, rule)).toEqual({
      taxableCents: 0,
      taxCents: 0,
    });
  });

  it('takes the tax included in labour and parts, half-up to the cent', () => {
    // 10825 × 8.25 / 108.25 = 825.00 exactly; 1000 × 8250 / 108250 = 76.21…
    expect(receiptTax([{ kind: 'part', quantity: 1, unitPriceCents: 10825 }], 0, rule).taxCents).toBe(825);
    expect(receiptTax([{ kind: 'labour', quantity: 1, unitPriceCents: 1000 }], 0, rule).taxCents).toBe(76);
    // A half cent rounds up: 433 × 8250 / 108250 = 33.0 (…); find one ending in .5 with a 10 % rate.
    const ten = { ratePercent: 10, partsTaxable: true };
    // 55 × 10000 / 110000 = 5.0; 165 × 10000 / 110000 = 15.0; 11 × 10000 / 110000 = 1.0; 77 → 7.0
    expect(receiptTax([{ kind: 'labour', quantity: 1, unitPriceCents: 1155 }], 0, ten).taxCents).toBe(105);
    // 1 cent: 1/11 = 0.09 → 0; 6 cents: 0.545… → 1 (half-up region)
    expect(receiptTax([{ kind: 'labour', quantity: 1, unitPriceCents: 6 }], 0, ten).taxCents).toBe(1);
  });

  it('leaves parts untaxed when the shop says so, and takes the discount off services first', () => {
    const lines = [
      { kind: 'service' as const, quantity: 1, unitPriceCents: 500 },
      { kind: 'part' as const, quantity: 2, unitPriceCents: 5000 },
    ];
    expect(receiptTax(lines, 0, { ratePercent: 8.25, partsTaxable: false })).toEqual({
      taxableCents: 0,
      taxCents: 0,
    });
    // $10 discount: $5 off the service, $5 off the parts.
    expect(receiptTax(lines, 1000, rule).taxableCents).toBe(9500);
  });
});
