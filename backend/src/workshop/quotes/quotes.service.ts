import {
  ConflictException,
  GoneException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { StaffPrincipal } from '../../auth/current-staff.decorator.js';
import { Clock } from '../../common/clock/clock.js';
import { InventoryLedger } from '../../inventory/inventory-ledger.js';
import { PriceBook } from '../../pricing/price-book.js';
import { Bill } from '../bill.js';
import { Db } from '../../common/database/db.js';
import type { TrackingDto } from '../dto/tracking.dto.js';
import { ORDER_NOT_FOUND_MESSAGE, RepairOrderLifecycle } from '../repair-order-lifecycle.js';
import { RepairOrderMail } from '../repair-order-mail.js';
import {
  orderStatusWords,
  QUOTABLE_STATES,
  serviceLine,
  type RepairOrderRecord,
} from '../../repair-order/repair-order.js';
import { RepairOrderRepository } from '../repair-order.repository.js';
import { TRACKING_NOT_FOUND, TrackingService } from '../tracking.service.js';
import { TrackingTokens } from '../tracking-tokens.js';
import type { QuoteDecisionDto } from './dto/quote-decision.dto.js';
import type { QuoteLineInputDto } from './dto/quote-line-input.dto.js';
import type { QuoteDto } from './dto/quote.dto.js';
import type { RepairOrderQuotesDto } from './dto/repair-order-quotes.dto.js';
import { DEFAULT_QUOTE_VALID_DAYS, type SendQuoteDto } from './dto/send-quote.dto.js';
import { isExpired, quoteDto, quoteLineDto, quoteMoney } from './quote-views.js';
import {
  QuoteRepository,
  type DecisionSource,
  type QuoteDecision,
  type QuoteLineRecord,
  type StaffDecisionChannel,
} from './quote.repository.js';
import type { RecordQuoteDecisionDto } from './dto/record-quote-decision.dto.js';

export const UNKNOWN_QUOTE_SERVICE = 'Unknown service type';
export const UNKNOWN_QUOTE_PART = 'Unknown or retired part';
export const QUOTE_NOT_FOUND = 'This quote does not exist';
export const QUOTE_EXPIRED = 'This quote has expired. Please contact us for a new one.';
export const quoteSupersededMessage = (version: number) =>
  `This quote was replaced by version ${version}. Please review the new quote.`;
export const quoteDecidedMessage = (status: string) => `This quote was already ${status}`;

/** The customer, as the order's history names them when they decide on a quote. */
const CUSTOMER = { userId: null, username: 'customer' };
/** How an answer staff record reached the shop, in the order's history. */
const CHANNEL_WORDS: Record<StaffDecisionChannel, string> = { phone: 'by phone', in_shop: 'in the shop' };
const DAY_MS = 86_400_000;

/**
 * Quotes (workshop spec 3): staff write a version from today's price matrix (the order's services
 * prefilled) plus parts and labour lines and send it (the order goes awaiting_approval, the customer
 * gets one e-mail per version); a new version supersedes the pending one. The customer approves or
 * declines the version they saw on the tracking page: a superseded version is a 409, an expired one
 * a 410, and of concurrent answers one is recorded (the order's row lock, then a conditional
 * UPDATE and the one-decision index). Approval moves the order to in_repair, fixes its labour at
 * the quote's services and labour, and reserves the quote's parts, in one transaction (short parts:
 * the order goes on to waiting_parts, first in line for the next delivery); declining returns the
 * device (ready).
 */
@Injectable()
export class QuotesService {
  constructor(
    private readonly quotes: QuoteRepository,
    private readonly orders: RepairOrderRepository,
    private readonly lifecycle: RepairOrderLifecycle,
    private readonly mail: RepairOrderMail,
    private readonly tokens: TrackingTokens,
    private readonly tracking: TrackingService,
    private readonly ledger: InventoryLedger,
    private readonly prices: PriceBook,
    private readonly bill: Bill,
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The order's versions (newest first) and a new version prefilled for the editor. */
  async forOrder(orderId: string): Promise<RepairOrderQuotesDto> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
    const now = this.clock.now();
    const versions = await this.quotes.versions(orderId);
    const offered = await this.prices.offeredOn(order.device.modelId);
    return {
      versions: versions.map((q) => quoteDto(q, now, order.discountCents)),
      prefill: (await this.prefill(order)).map(quoteLineDto),
      services: offered.map((s) => ({
        serviceTypeId: s.serviceTypeId,
        name: s.name,
        unitPriceCents: s.priceCents,
        warrantyDays: s.warrantyDays,
      })),
      defaultValidDays: DEFAULT_QUOTE_VALID_DAYS,
      canSend: QUOTABLE_STATES.includes(order.status),
    };
  }

  /** Writes and sends the order's next version. */
  async send(orderId: string, dto: SendQuoteDto, staff: StaffPrincipal): Promise<QuoteDto> {
    return this.db.transaction(async () => {
      // Locked: versions of one order are written one at a time.
      const order = await this.orders.findById(orderId, { lock: true });
      if (!order) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
      if (!QUOTABLE_STATES.includes(order.status))
        throw new ConflictException({
          message: `A quote cannot be sent for an order that is ${orderStatusWords(order.status)}`,
          details: { currentStatus: order.status },
        });
      const lines = await this.priceLines(order, dto.lines);
      const now = this.clock.now();
      const quote = await this.quotes.insertNextVersion({
        repairOrderId: order.id,
        lines,
        sentAt: now,
        expiresAt: new Date(now.getTime() + (dto.validDays ?? DEFAULT_QUOTE_VALID_DAYS) * DAY_MS),
        createdBy: { userId: staff.id, username: staff.username },
        note: dto.note ?? null,
      });
      if (order.status !== 'awaiting_approval')
        await this.lifecycle.change({
          orderId: order.id,
          to: 'awaiting_approval',
          actor: { userId: staff.id, username: staff.username },
          systemNote: `Quote version ${quote.version} sent`,
          quoteSent: true,
        });
      await this.mail.queue('repair_quote', order, now, {
        version: quote.version,
        ...quoteMoney(quote, order.discountCents),
        expiresAt: quote.expiresAt,
      });
      return quoteDto(quote, now, order.discountCents);
    });
  }

  /** The customer's answer to the version they saw, by the tracking token; the page's new data. */
  async decide(token: string, decision: QuoteDecision, dto: QuoteDecisionDto): Promise<TrackingDto> {
    await this.db.transaction(async () => {
      const orderId = await this.tokens.orderOf(token, this.clock.now());
      // Locked: concurrent answers to one order wait here, then find the first one's decision.
      const order = orderId ? await this.orders.findById(orderId, { lock: true }) : undefined;
      if (!order) throw new NotFoundException({ message: TRACKING_NOT_FOUND });
      await this.decideOn(order, dto.version, decision, { channel: 'customer' });
    });
    return this.tracking.track(token);
  }

  /**
   * An answer the customer gave by phone or in the shop, recorded by staff (issue 41): the quote and
   * the order move exactly as with the customer's own answer (the one path below), and the version
   * keeps how it came, who recorded it and their note. The order's quotes answered again.
   */
  async record(
    orderId: string,
    dto: RecordQuoteDecisionDto,
    staff: StaffPrincipal,
  ): Promise<RepairOrderQuotesDto> {
    await this.db.transaction(async () => {
      const order = await this.orders.findById(orderId, { lock: true });
      if (!order) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
      await this.decideOn(order, dto.version, dto.decision, {
        channel: dto.channel,
        recordedBy: { userId: staff.id, username: staff.username },
        note: dto.note?.trim() || null,
      });
    });
    return this.forOrder(orderId);
  }

  /**
   * The one life-cycle of an answer to a quote, whoever brings it, in the caller's transaction with
   * the order locked: a superseded or answered version is a 409, an expired one a 410. Approval moves
   * the order to in_repair, fixes its charges at the quote's lines and reserves the quote's parts
   * (short parts: waiting_parts); declining returns the device (ready), its diagnostic alone charged.
   */
  private async decideOn(
    order: RepairOrderRecord,
    version: number,
    decision: QuoteDecision,
    source: DecisionSource,
  ): Promise<void> {
    const now = this.clock.now();
    const quote = await this.quotes.findVersion(order.id, version);
    if (!quote) throw new NotFoundException({ message: QUOTE_NOT_FOUND });
    if (quote.status === 'superseded') {
      const current = await this.quotes.current(order.id);
      throw new ConflictException({
        message: quoteSupersededMessage(current!.version),
        details: { currentVersion: current!.version },
      });
    }
    if (quote.status !== 'pending')
      throw new ConflictException({
        message: quoteDecidedMessage(quote.status),
        details: { status: quote.status },
      });
    if (isExpired(quote, now))
      throw new GoneException({
        message: QUOTE_EXPIRED,
        details: { expiresAt: quote.expiresAt.toISOString() },
      });
    if (!(await this.quotes.decide(quote.id, decision, now, source)))
      throw new ConflictException({ message: quoteDecidedMessage('answered') });

    const actor =
      source.channel === 'customer'
        ? CUSTOMER
        : { userId: source.recordedBy.userId, username: source.recordedBy.username };
    const systemNote =
      source.channel === 'customer'
        ? `Quote version ${quote.version} ${decision} by the customer`
        : `Quote version ${quote.version} ${decision} ${CHANNEL_WORDS[source.channel]}, recorded by ${source.recordedBy.username}`;
    if (decision === 'declined') {
      // The device goes back with its diagnostic alone charged.
      await this.bill.diagnosticOnly(order);
      await this.lifecycle.change({ orderId: order.id, to: 'ready', actor, systemNote });
      return;
    }
    await this.lifecycle.change({ orderId: order.id, to: 'in_repair', actor, systemNote });
    // What the customer approved is what the order charges, from now on (parts at their sell price).
    await this.bill.agreed(order, quote.lines);
    const parts = quote.lines
      .filter((l) => l.kind === 'part')
      .map((l) => ({ partId: l.partId!, quantity: l.quantity }));
    if (parts.length === 0) return;
    const reserved = await this.ledger.reserveForOrder(order.id, parts, { shortfall: 'wait' });
    const short = reserved.filter((r) => r.short > 0);
    if (short.length > 0)
      await this.lifecycle.change({
        orderId: order.id,
        to: 'waiting_parts',
        actor,
        systemNote: `Waiting for ${short.map((r) => `${r.short} × ${r.partName}`).join(', ')}`,
      });
  }

  /** A new version's lines: the order's services still offered on its device, at today's prices. */
  private async prefill(order: RepairOrderRecord): Promise<QuoteLineRecord[]> {
    const ids = order.services.flatMap((s) => (s.serviceTypeId ? [s.serviceTypeId] : []));
    const services = await this.prices.offeredOnly(order.device.modelId, ids);
    return services.map(serviceLine);
  }

  /**
   * The lines as stored: a service offered on the order's device (the one price rule), at the price
   * the editor gave or else today's price; a part named from the inventory, at the price the editor
   * gave or else its sell price; labour as written. 422 for an unknown or retired service or part,
   * and for a service not offered on the device (naming it).
   */
  private async priceLines(order: RepairOrderRecord, input: QuoteLineInputDto[]): Promise<QuoteLineRecord[]> {
    const serviceIds = input.flatMap((l) => (l.kind === 'service' ? [l.serviceTypeId!] : []));
    const answers = await this.prices.answer(order.device.modelId, serviceIds, 'id');
    const services = answers.map((a) => {
      if (a.kind === 'unknown') throw new UnprocessableEntityException({ message: UNKNOWN_QUOTE_SERVICE });
      if (a.kind === 'not_offered') throw new UnprocessableEntityException({ message: a.message });
      return a.service;
    });
    const partIds = input.flatMap((l) => (l.kind === 'part' ? [l.partId!] : []));
    const sellable = await this.ledger.sellablePrices(partIds);
    const parts = new Map(sellable.map((p) => [p.id, p]));
    if (partIds.some((id) => !parts.has(id)))
      throw new UnprocessableEntityException({ message: UNKNOWN_QUOTE_PART });
    let nextService = 0;
    return input.map((l): QuoteLineRecord => {
      if (l.kind === 'service') {
        const s = services[nextService++];
        return {
          kind: 'service',
          serviceTypeId: s.serviceTypeId,
          partId: null,
          description: s.name,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents ?? s.priceCents,
        };
      }
      if (l.kind === 'part') {
        const p = parts.get(l.partId!)!;
        return {
          kind: 'part',
          serviceTypeId: null,
          partId: l.partId!,
          description: p.name,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents ?? p.sellPriceCents,
        };
      }
      return {
        kind: 'labour',
        serviceTypeId: null,
        partId: null,
        description: l.description!,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents!,
      };
    });
  }
}
