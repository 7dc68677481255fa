import { lineTotalCents, sumCents } from '../common/money/money.js';

/** One line of a receipt: a service, labour or a part, with its amount. */
export interface ReceiptLine {
  kind: 'service' | 'part' | 'labour';
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  taxable: boolean;
  /** A service's warranty: its last day (shop time), null without one. */
  warrantyEndsOn: string | null;
}

export interface ReceiptPaymentLine {
  at: string;
  method: string;
  amountCents: number;
  /** Taken before the work (absent on receipts issued before this was recorded on them). */
  deposit?: boolean;
  /** A refund's reason, or an "other" payment's note. */
  note: string | null;
}

/**
 * What a receipt or credit note says, frozen when it is issued (an issued receipt never changes):
 * the shop, the device and reference, the lines, discount, tax, total, payments and balance, the
 * warranty and returns terms. The customer's contact lives in columns of its own (erasure).
 */
export interface ReceiptBody {
  shop: { name: string; address: string; phone: string; email: string };
  order: { reference: string; device: string; pickedUpAt: string | null };
  lines: ReceiptLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  tax: { ratePercent: number; taxableCents: number; taxCents: number; included: true };
  payments: ReceiptPaymentLine[];
  paidCents: number;
  dueCents: number;
  terms: string[];
  /** A device returned without its repair: why, and what the receipt says of it. */
  unrepaired?: { reason: 'quote_declined' | 'unrepairable'; statement: string };
  /** A credit note's reason, and the receipt it corrects. */
  credit?: { receiptNumber: string; reason: string };
}

/** Half-up rounding of a non-negative fraction of integers. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The tax a receipt shows (counter spec 3): repair services are never taxed; labour always, parts
 * when the shop says so. The customer pays the order's total (the one bill), so the tax is the part
 * of the taxable amount it includes: taxable × rate / (100 + rate), once per receipt, half-up to
 * the cent. The $10 discount (a repair discount) comes off the untaxed services first.
 */
export function receiptTax(
  lines: { kind: ReceiptLine['kind']; quantity: number; unitPriceCents: number }[],
  discountCents: number,
  salesTax: { ratePercent: number; partsTaxable: boolean },
): { taxableCents: number; taxCents: number } {
  const isTaxable = (kind: ReceiptLine['kind']) =>
    kind === 'labour' || (kind === 'part' && salesTax.partsTaxable);
  const untaxed = sumCents(lines.filter((l) => !isTaxable(l.kind)).map(lineTotalCents));
  const taxed = sumCents(lines.filter((l) => isTaxable(l.kind)).map(lineTotalCents));
  const taxableCents = Math.max(0, taxed - Math.max(0, discountCents - untaxed));
  // The rate in thousandths of a percent: 8.25 % is 8250, so the arithmetic stays in integers.
  const milli = Math.round(salesTax.ratePercent * 1000);
  const taxCents = milli === 0 ? 0 : roundHalfUp(taxableCents * milli, 100_000 + milli);
  return { taxableCents, taxCents };
}

/**
 * What a credit note takes off its receipt's tax line: the receipt's taxable amount and tax in the
 * proportion the note bears to the receipt's total, each half-up to the cent. The sales-tax report
 * sums the receipts' tax lines less these (issue 41).
 */
export function creditNoteTax(
  receipt: { totalCents: number; taxableCents: number; taxCents: number },
  amountCents: number,
): { taxableCents: number; taxCents: number } {
  if (receipt.totalCents <= 0) return { taxableCents: 0, taxCents: 0 };
  const share = (cents: number) => roundHalfUp(cents * amountCents, receipt.totalCents);
  return { taxableCents: share(receipt.taxableCents), taxCents: share(receipt.taxCents) };
}

export function isTaxableLine(kind: ReceiptLine['kind'], partsTaxable: boolean): boolean {
  return kind === 'labour' || (kind === 'part' && partsTaxable);
}

/** The returns and warranty terms of the website spec (section 9), on every receipt. */
export const RECEIPT_TERMS = [
  'Warranty: 90 days on all products and repairs, from the day of pickup, unless a line says otherwise.',
  'Returns: eligible products can be returned within 14 days of purchase.',
  'Repair services are not taxable.',
];

/**
 * What the receipt of a device returned without its repair says (workshop spec 3: "for return,
 * diagnostic only"), and its terms: no repair, so no repair warranty, instead of "90 days on all
 * repairs".
 */
export function unrepairedReceipt(reason: 'quote_declined' | 'unrepairable'): {
  unrepaired: NonNullable<ReceiptBody['unrepaired']>;
  terms: string[];
} {
  const why = reason === 'quote_declined' ? 'Quote declined' : 'Unrepairable';
  return {
    unrepaired: {
      reason,
      statement: `${why}: the device is returned unrepaired, with the diagnostic alone charged.`,
    },
    terms: ['No repair was made, so no repair warranty applies.', ...RECEIPT_TERMS.slice(1)],
  };
}
