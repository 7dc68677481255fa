import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { addDays, daysBetween, parseDay, shopDay, startOfDay } from '../appointments/shop-days.js';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import { sumCents } from '../common/money/money.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { ReportRangeQueryDto } from './dto/report-range-query.dto.js';
import type { ReportsDto } from './dto/reports.dto.js';
import type { TodayDto } from './dto/today.dto.js';
import { CLOSED_ORDER_STATES } from '../repair-order/repair-order.js';
import { PAYMENT_METHODS, PaymentsRepository } from '../payments/payments.repository.js';
import {
  ReportsRepository,
  type MoneyPeriod,
  type ReportRange,
  type TaxPeriod,
} from './reports.repository.js';

/** The range when none is given: the four weeks ending today. */
export const DEFAULT_RANGE_DAYS = 28;
/** The longest range one request may cover. */
export const MAX_RANGE_DAYS = 366;

/** The owner's figures (workshop spec 5) for a range of shop days. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly payments: PaymentsRepository,
    private readonly db: Db,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async figures(query: ReportRangeQueryDto): Promise<ReportsDto> {
    const now = this.clock.now();
    const range = this.range(query, now);
    // One snapshot: the figures agree with each other even while orders move.
    const {
      bookingsPerDay,
      ordersByState,
      turnaround,
      finishedPerWeek,
      quoteApproval,
      staleOrders,
      moneyPerDay,
      moneyPerWeek,
      held,
      ready,
      byMethod,
      taxPerDay,
      taxPerWeek,
      taxPerMonth,
    } = await this.db.transaction(
      async () => ({
        bookingsPerDay: await this.reports.bookingsPerDay(range),
        ordersByState: await this.reports.ordersByState(),
        turnaround: await this.reports.turnaround(range),
        finishedPerWeek: await this.reports.finishedPerWeek(range),
        quoteApproval: await this.reports.quoteApproval(range, now),
        staleOrders: await this.reports.staleOrders(now),
        moneyPerDay: await this.reports.moneyPerPeriod(range, 'day'),
        moneyPerWeek: await this.reports.moneyPerPeriod(range, 'week'),
        held: await this.payments.heldOnOpenOrders(now),
        ready: await this.payments.readyBalances(),
        byMethod: await this.payments.takings(range.start, range.end, 'method'),
        taxPerDay: await this.reports.taxPerPeriod(range, 'day'),
        taxPerWeek: await this.reports.taxPerPeriod(range, 'week'),
        taxPerMonth: await this.reports.taxPerPeriod(range, 'month'),
      }),
      { isolationLevel: 'REPEATABLE READ' },
    );
    const dues = ready.map(({ repairOrderId, readySince, ...r }) => ({
      id: repairOrderId,
      ...r,
      readySince: readySince.toISOString(),
      dueCents: r.totalCents - r.paidCents,
    }));
    return {
      from: range.from,
      to: range.to,
      timeZone: range.timeZone,
      generatedAt: now.toISOString(),
      bookingsPerDay,
      ordersByState,
      turnaround: byWeek(turnaround),
      finishedPerWeek,
      quoteApproval: byWeek(quoteApproval),
      staleOrders: staleOrders.map((o) => ({ ...o, since: o.since.toISOString() })),
      revenuePerDay: moneyPerDay.map(({ period, ...m }) => ({ day: period, ...revenue(m) })),
      revenuePerWeek: moneyPerWeek.map(({ period, ...m }) => ({ week: period, ...revenue(m) })),
      // Every method, zeros included: cash, card, other.
      paymentsByMethod: PAYMENT_METHODS.map((method) => {
        const r = byMethod.find((row) => row.key === method);
        const row = r ?? { key: method, paymentsCents: 0, paymentCount: 0, refundsCents: 0, refundCount: 0 };
        return { ...row, netCents: row.paymentsCents - row.refundsCents };
      }),
      taxPerDay: taxPerDay.map(({ period, ...t }) => ({ day: period, ...tax(t) })),
      taxPerWeek: taxPerWeek.map(({ period, ...t }) => ({ week: period, ...tax(t) })),
      taxPerMonth: taxPerMonth.map(({ period, ...t }) => ({ month: period, ...tax(t) })),
      marginPerWeek: moneyPerWeek.map((m) => ({
        week: m.period,
        pickedUp: m.pickedUp,
        chargesCents: m.chargesCents - m.creditNotesCents,
        creditNotesCents: m.creditNotesCents,
        partsSpendCents: m.partsSpendCents,
        marginCents: m.chargesCents - m.creditNotesCents - m.partsSpendCents,
      })),
      depositsHeld: {
        totalCents: sumCents(held.map((h) => h.paidCents)),
        orders: held.map(({ repairOrderId, ...h }) => ({ id: repairOrderId, ...h })),
      },
      dueAtPickup: {
        totalCents: sumCents(dues.map((d) => d.totalCents)),
        paidCents: sumCents(dues.map((d) => d.paidCents)),
        dueCents: sumCents(dues.map((d) => d.dueCents)),
        orders: dues,
      },
    };
  }

  /** The shop days asked for (default: the four weeks ending today), checked: 400 with the field. */
  /**
   * The shop's day so far (the dashboard's "Today", issue 41): check-ins, pickups and takings by
   * method since the shop's midnight, and the open work now by state, in one snapshot.
   */
  async today(): Promise<TodayDto> {
    const timeZone = this.config.shop.timeZone;
    const day = shopDay(this.clock.now(), timeZone);
    const from = startOfDay(day, timeZone);
    const to = startOfDay(addDays(day, 1), timeZone);
    const { counts, takings, states } = await this.db.transaction(async () => ({
      counts: await this.reports.checkInsAndPickups(from, to),
      takings: await this.payments.takings(from, to, 'method'),
      states: await this.reports.ordersByState(),
    }));
    const takingsByMethod = takings.map((r) => ({ ...r, netCents: r.paymentsCents - r.refundsCents }));
    return {
      day,
      timeZone,
      ...counts,
      takingsByMethod,
      takingsCents: sumCents(takingsByMethod.map((r) => r.netCents)),
      openByState: states.filter((s) => !CLOSED_ORDER_STATES.includes(s.status)),
    };
  }

  private range(query: ReportRangeQueryDto, now: Date): ReportRange {
    const timeZone = this.config.shop.timeZone;
    const invalid = (field: string, message: string) =>
      new BadRequestException({ message: 'Validation failed', errors: [{ field, message }] });
    if (query.from !== undefined && !parseDay(query.from))
      throw invalid('from', 'from is not a calendar day');
    if (query.to !== undefined && !parseDay(query.to)) throw invalid('to', 'to is not a calendar day');
    const to =
      query.to ?? (query.from ? addDays(query.from, DEFAULT_RANGE_DAYS - 1) : shopDay(now, timeZone));
    const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
    if (from < '1970-01-01' || to > '2999-12-31') throw invalid('from', 'The range is outside 1970 to 2999');
    if (daysBetween(from, to) < 0) throw invalid('to', 'to is before from');
    if (daysBetween(from, to) >= MAX_RANGE_DAYS)
      throw invalid('to', `The range is longer than ${MAX_RANGE_DAYS} days`);
    return {
      from,
      to,
      timeZone,
      start: startOfDay(from, timeZone),
      end: startOfDay(addDays(to, 1), timeZone),
    };
  }
}

/**
 * A period's revenue two ways: charges on the orders picked up less the credit notes issued in it
 * (counter spec 3), and payments received net of refunds.
 */
function revenue(m: Omit<MoneyPeriod, 'period'>) {
  return {
    chargesCents: m.chargesCents - m.creditNotesCents,
    creditNotesCents: m.creditNotesCents,
    paymentsCents: m.paymentsCents,
    refundsCents: m.refundsCents,
    receivedCents: m.paymentsCents - m.refundsCents,
  };
}

/** A period's sales tax: the receipts' tax lines less the credit notes' (counter spec 3). */
function tax(t: Omit<TaxPeriod, 'period'>) {
  return {
    receipts: t.receipts,
    creditNotes: t.creditNotes,
    taxableCents: t.receiptsTaxableCents - t.creditNotesTaxableCents,
    taxCents: t.receiptsTaxCents - t.creditNotesTaxCents,
    creditNotesTaxableCents: t.creditNotesTaxableCents,
    creditNotesTaxCents: t.creditNotesTaxCents,
  };
}

/** A figure's rows of each week and of the whole range (the row without a week), as the DTOs nest them. */
function byWeek<T extends { week: string | null }>(rows: T[]) {
  const { week: _whole, ...whole } = rows.find((r) => r.week === null)!;
  return { ...whole, weeks: rows.filter((r) => r.week !== null).map((r) => ({ ...r, week: r.week! })) };
}
