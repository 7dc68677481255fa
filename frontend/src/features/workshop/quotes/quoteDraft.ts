import type { AdminPartDto, QuoteLineDto, QuoteLineInputDto, QuoteServiceDto } from '../../../api/staff';
import { centsAsInput, parseDollars } from '../../../lib/money';

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
    price: centsAsInput(l.unitPriceCents),
  }));
}

export function newLine(line: Omit<DraftLine, 'key'>): DraftLine {
  return { ...line, key: nextKey++ };
}

/**
 * A line for a part picked from the inventory: one unit at its sell price, which the editor may
 * change before sending, like a service's price (workshop spec 3).
 */
export function partLine(part: Pick<AdminPartDto, 'id' | 'name' | 'sellPriceCents'>): DraftLine {
  return newLine({
    kind: 'part',
    serviceTypeId: null,
    partId: part.id,
    description: part.name,
    quantity: '1',
    price: centsAsInput(part.sellPriceCents),
  });
}

/** A line for a service of the price matrix: once, at today's price on the order's device (editable). */
export function serviceLine(service: QuoteServiceDto): DraftLine {
  return newLine({
    kind: 'service',
    serviceTypeId: service.serviceTypeId,
    partId: null,
    description: service.name,
    quantity: '1',
    price: centsAsInput(service.unitPriceCents),
  });
}

/** A whole number of units from 1 to 100, or null. */
export function quantityOf(text: string): number | null {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : null;
}

/** The line's total in cents, when it can be read. */
export function lineCents(line: DraftLine): number | null {
  const q = quantityOf(line.quantity);
  const p = parseDollars(line.price);
  return q === null || p === null ? null : q * p;
}

/** The request's lines, or the first problem. Every line carries the price the editor sees. */
export function toRequest(
  lines: DraftLine[],
): { lines: QuoteLineInputDto[] } | { error: 'noLines' | 'badLine' } {
  if (lines.length === 0) return { error: 'noLines' };
  const out: QuoteLineInputDto[] = [];
  for (const l of lines) {
    const quantity = quantityOf(l.quantity);
    if (quantity === null) return { error: 'badLine' };
    const unitPriceCents = parseDollars(l.price);
    if (unitPriceCents === null) return { error: 'badLine' };
    if (l.kind === 'service') {
      out.push({ kind: 'service', serviceTypeId: l.serviceTypeId!, quantity, unitPriceCents });
      continue;
    }
    if (l.kind === 'part') {
      out.push({ kind: 'part', partId: l.partId!, quantity, unitPriceCents });
      continue;
    }
    if (!l.description.trim()) return { error: 'badLine' };
    out.push({ kind: 'labour', description: l.description.trim(), quantity, unitPriceCents });
  }
  return { lines: out };
}
