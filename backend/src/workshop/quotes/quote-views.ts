import { lineTotalCents } from '../../common/money/money.js';
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

/** A version as staff see it. */
export function quoteDto(quote: QuoteRecord, now: Date): QuoteDto {
  return {
    id: quote.id,
    version: quote.version,
    status: quote.status,
    expired: isExpired(quote, now),
    totalCents: quote.totalCents,
    sentAt: quote.sentAt.toISOString(),
    expiresAt: quote.expiresAt.toISOString(),
    decidedAt: quote.decidedAt ? quote.decidedAt.toISOString() : null,
    createdBy: quote.createdBy,
    note: quote.note,
    lines: quote.lines.map(quoteLineDto),
  };
}

/** The current version as the customer sees it: lines and money, no ids, costs, notes or names. */
export function trackingQuoteDto(quote: QuoteRecord | undefined, now: Date): TrackingQuoteDto | null {
  if (!quote || quote.status === 'superseded') return null;
  return {
    version: quote.version,
    status: quote.status,
    expired: isExpired(quote, now),
    lines: quote.lines.map(customerLineDto),
    totalCents: quote.totalCents,
    sentAt: quote.sentAt.toISOString(),
    expiresAt: quote.expiresAt.toISOString(),
    decidedAt: quote.decidedAt ? quote.decidedAt.toISOString() : null,
  };
}
