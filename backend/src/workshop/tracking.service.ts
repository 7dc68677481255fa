import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { normaliseReference } from '../appointments/booking-reference.js';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import { RateLimiter } from '../common/rate-limit/rate-limiter.js';
import type { AppConfig, RateLimitPolicy } from '../config/app-config.js';
import { customerLineDto, trackingQuoteDto } from './quotes/quote-views.js';
import { QuoteRepository } from './quotes/quote.repository.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { TrackingLookupDto } from './dto/tracking-lookup.dto.js';
import type { TrackingDto } from './dto/tracking.dto.js';
import { phoneLast4 } from './repair-order-lifecycle.js';
import { balanceDueCents, depositDueCents, deviceLabel } from '../repair-order/repair-order.js';
import { RepairOrderRepository } from './repair-order.repository.js';
import { LOOKUP_TOKEN_HOURS, TrackingTokens } from './tracking-tokens.js';

/** The shared count of guesses per repair reference (whichever address sends them). */
const REFERENCE_GUESSES = 'referenceGuesses' satisfies RateLimitPolicy;

/** The one answer to an unknown or expired token, an unknown reference and wrong phone digits alike. */
export const TRACKING_NOT_FOUND = 'Not found';

/**
 * The customer's side of the workshop (spec 2): the tracking page's data by token, and the look-up
 * by reference and the phone's last 4 digits, which answers a new 24-hour tracking link. Unknown
 * and wrong input get one and the same 404, so neither tells whether a reference exists.
 */
@Injectable()
export class TrackingService {
  constructor(
    private readonly db: Db,
    private readonly orders: RepairOrderRepository,
    private readonly tokens: TrackingTokens,
    private readonly quotes: QuoteRepository,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async track(token: string): Promise<TrackingDto> {
    const id = await this.tokens.orderOf(token, this.clock.now());
    const order = id ? await this.orders.findById(id) : undefined;
    if (!order) throw new NotFoundException({ message: TRACKING_NOT_FOUND });
    const history = await this.orders.history(order.id);
    const quote = await this.quotes.current(order.id);
    const { shop } = this.config;
    return {
      reference: order.reference,
      deviceLabel: deviceLabel(order.device),
      services: order.services.map((s) => s.name),
      status: order.status,
      timeline: history.map((h) => ({ status: h.to, at: h.changedAt.toISOString() })),
      estimatedReadyAt: order.estimatedReadyAt ? order.estimatedReadyAt.toISOString() : null,
      quote: trackingQuoteDto(quote, this.clock.now(), order.discountCents),
      bill: {
        lines: order.charges.map(customerLineDto),
        discountCents: order.discountCents,
        totalCents: order.totalCostCents,
        creditedCents: order.creditedCents,
        paidCents: order.paidCents,
        dueCents: balanceDueCents(order),
        depositRequestedCents: order.depositRequestedCents,
        depositDueCents: depositDueCents(order),
      },
      shop: {
        name: shop.name,
        phone: shop.phone,
        email: shop.email,
        address: shop.address,
        hours: shop.hours.map((h) => ({ days: h.days, hours: h.hours })),
      },
    };
  }

  /**
   * A tracking link for a reference and the phone's last 4 digits. Each guess of a reference is
   * counted in the shared limiter store whatever address sends it (RATE_LIMIT_REFERENCE_GUESSES, 5
   * an hour), and a right one given back: past the wrong guesses allowed, the reference answers as
   * an unknown one, right digits included, so its 10,000 combinations cannot be tried by spreading
   * guesses over addresses. Links already sent (e-mail, slip) keep working.
   */
  async lookup(dto: TrackingLookupDto): Promise<{ trackingUrl: string }> {
    const reference = normaliseReference(dto.reference, 'RO');
    if (!reference) throw new NotFoundException({ message: TRACKING_NOT_FOUND });
    if ((await this.limiter.hit(REFERENCE_GUESSES, reference)) !== null)
      throw new NotFoundException({ message: TRACKING_NOT_FOUND });
    const link = await this.db.transaction(async () => {
      const id = await this.orders.idOfReference(reference);
      const order = id ? await this.orders.findById(id) : undefined;
      const digits = order ? phoneLast4(order.customer.phone) : '';
      if (!order || digits.length !== 4 || digits !== dto.phoneLast4)
        throw new NotFoundException({ message: TRACKING_NOT_FOUND });
      const now = this.clock.now();
      const expiresAt = new Date(now.getTime() + LOOKUP_TOKEN_HOURS * 3_600_000);
      return { trackingUrl: await this.tokens.mint(order.id, now, expiresAt) };
    });
    await this.limiter.giveBack(REFERENCE_GUESSES, reference);
    return link;
  }
}
