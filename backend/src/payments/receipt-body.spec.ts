import { creditNoteTax, receiptTax } from './receipt-body.js';

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

describe('creditNoteTax', () => {
  it("takes the receipt's taxable amount and tax in the note's share of its total, half-up to the cent", () => {
    // $10.00 of a $280.25 receipt: 8125 × 1000 / 28025 = 289.9… → 290; 619 × 1000 / 28025 = 22.08… → 22.
    expect(creditNoteTax({ totalCents: 28025, taxableCents: 8125, taxCents: 619 }, 1000)).toEqual({
      taxableCents: 290,
      taxCents: 22,
    });
    // The whole receipt credited: its whole tax line back.
    expect(creditNoteTax({ totalCents: 28025, taxableCents: 8125, taxCents: 619 }, 28025)).toEqual({
      taxableCents: 8125,
      taxCents: 619,
    });
    // Half a cent rounds up: 1 × 50 / 100 = 0.5 → 1.
    expect(creditNoteTax({ totalCents: 100, taxableCents: 1, taxCents: 1 }, 50)).toEqual({
      taxableCents: 1,
      taxCents: 1,
    });
    expect(creditNoteTax({ totalCents: 0, taxableCents: 0, taxCents: 0 }, 0)).toEqual({
      taxableCents: 0,
      taxCents: 0,
    });
  });
});
