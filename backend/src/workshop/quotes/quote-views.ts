import { afterDiscountCents, lineTotalCents } from '../../common/money/money.js';
import type { QuoteLineDto } from './dto/quote-line.dto.js';
import type { TrackingQuoteLineDto } from './dto/tracking-quote-line.dto.js';
import type { QuoteDto } from './dto/quote.dto.js';
import type { TrackingQuoteDto } from './dto/tracking-quote.dto.js';
import type { QuoteLineRecord, QuoteRecord } from './quote.repository.js';

/** Pending past its expiry: the customer can no longer approve it (nothing stored: time decides). */
export function isExpired(quote: Pick<QuoteRecord, 'status' | 'expiresAt'>, now: Date): boolean {
  return quote.status === 'pending' && quote.expiresAt.getTime() <= now.getTime();
}

export function quoteLineDto(line: QuoteLineRecord): QuoteLineDto {
  return { ...line, totalCents: lineTotalCents(line) };
}

/** A line as the customer sees it: no ids. */
export function customerLineDto(line: QuoteLineRecord): TrackingQuoteLineDto {
  return {
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    totalCents: lineTotalCents(line),
  };
}

/** A quote's money as the customer pays it: the one home of that figure (screens, tracking, e-mail). */
export interface QuoteMoney {
  /** The lines' sum. */
  subtotalCents: number;
  /** The order's first-repair discount, as much of it as the lines leave room for. */
  discountCents: number;
  /** What the customer pays if they approve: subtotal − discount, never below 0. */
  totalCents: number;
}

/**
 * The figure a quote asks the customer to pay: its lines less the order's discount (the same rule
 * as the order's total once the quote is approved: labour + parts − discount, never below 0).
 */
export function quoteMoney(quote: Pick<QuoteRecord, 'totalCents'>, orderDiscountCents: number): QuoteMoney {
  const totalCents = afterDiscountCents(quote.totalCents, orderDiscountCents);
  return { subtotalCents: quote.totalCents, discountCents: quote.totalCents - totalCents, totalCents };
}

/** A version as staff see it, with the order's discount (`discountCents`) taken off its lines. */
export function quoteDto(quote: QuoteRecord, now: Date, discountCents: number): QuoteDto {
  return {
    id: quote.id,
    version: quote.version,
    status: quote.status,
    expired: isExpired(quote, now),
    ...quoteMoney(quote, discountCents),
    sentAt: quote.sentAt.toISOString(),
    expiresAt: quote.expiresAt.toISOString(),
    decidedAt: quote.decidedAt ? quote.decidedAt.toISOString() : null,
    decisionChannel: quote.decisionChannel,
    decisionRecordedBy: quote.decisionRecordedBy,
    decisionNote: quote.decisionNote,
    createdBy: quote.createdBy,
    note: quote.note,
    lines: quote.lines.map(quoteLineDto),
  };
}

/**
 * The current version as the customer sees it: lines and money (the order's discount taken off),
 * no ids, costs, notes or names.
 */
export function trackingQuoteDto(
  quote: QuoteRecord | undefined,
  now: Date,
  discountCents: number,
): TrackingQuoteDto | null {
  if (!quote || quote.status === 'superseded') return null;
  return {
    version: quote.version,
    status: quote.status,
    expired: isExpired(quote, now),
    lines: quote.lines.map(customerLineDto),
    ...quoteMoney(quote, discountCents),
    sentAt: quote.sentAt.toISOString(),
    expiresAt: quote.expiresAt.toISOString(),
    decidedAt: quote.decidedAt ? quote.decidedAt.toISOString() : null,
  };
}
