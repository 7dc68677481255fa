import type { AdminPartDto, QuoteLineDto, QuoteLineInputDto } from '../../../api/staff';

/** A line of a quote being written: quantity and price as typed (price in dollars). */
export interface DraftLine {
  key: number;
  kind: QuoteLineDto['kind'];
  serviceTypeId: string | null;
  partId: string | null;
  description: string;
  quantity: string;
  price: string;
}

let nextKey = 0;

/** Draft lines from a version's lines (or the prefill). */
export function draftFrom(lines: QuoteLineDto[]): DraftLine[] {
  return lines.map((l) => ({
    key: nextKey++,
    kind: l.kind,
    serviceTypeId: l.serviceTypeId,
    partId: l.partId,
    description: l.description,
    quantity: String(l.quantity),
    price: (l.unitPriceCents / 100).toFixed(2),
  }));
}

export function newLine(line: Omit<DraftLine, 'key'>): DraftLine {
  return { ...line, key: nextKey++ };
}

/**
 * A line for a part picked from the inventory: one unit at its cost, the price the server gives it
 * (what the order is charged when the part is used), shown and not editable, like a service's.
 */
export function partLine(part: Pick<AdminPartDto, 'id' | 'name' | 'unitCost'>): DraftLine {
  return newLine({
    kind: 'part',
    serviceTypeId: null,
    partId: part.id,
    description: part.name,
    quantity: '1',
    price: part.unitCost.toFixed(2),
  });
}

/** Dollars as typed to cents: '45', '45.5', '45.50' (no negative, at most 2 decimals); null otherwise. */
export function dollarsToCents(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A whole number of units from 1 to 100, or null. */
export function quantityOf(text: string): number | null {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : null;
}

/** The line's total in cents, when it can be read. */
export function lineCents(line: DraftLine): number | null {
  const q = quantityOf(line.quantity);
  const p = dollarsToCents(line.price);
  return q === null || p === null ? null : q * p;
}

/** The request's lines, or the first problem. Services are priced by the server. */
export function toRequest(
  lines: DraftLine[],
): { lines: QuoteLineInputDto[] } | { error: 'noLines' | 'badLine' } {
  if (lines.length === 0) return { error: 'noLines' };
  const out: QuoteLineInputDto[] = [];
  for (const l of lines) {
    const quantity = quantityOf(l.quantity);
    if (quantity === null) return { error: 'badLine' };
    if (l.kind === 'service') {
      out.push({ kind: 'service', serviceTypeId: l.serviceTypeId!, quantity });
      continue;
    }
    if (l.kind === 'part') {
      out.push({ kind: 'part', partId: l.partId!, quantity });
      continue;
    }
    const unitPriceCents = dollarsToCents(l.price);
    if (unitPriceCents === null || !l.description.trim()) return { error: 'badLine' };
    out.push({ kind: 'labour', description: l.description.trim(), quantity, unitPriceCents });
  }
  return { lines: out };
}
