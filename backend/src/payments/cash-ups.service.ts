import { BadRequestException, Inject, Injectable, type PipeTransform } from '@nestjs/common';
import { addDays, parseDay, shopDay, startOfDay } from '../appointments/shop-days.js';
import type { StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import { sumCents } from '../common/money/money.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { CashUpRowDto } from './dto/cash-up-row.dto.js';
import type { CashUpDto } from './dto/cash-up.dto.js';
import type { CountCashDto } from './dto/count-cash.dto.js';
import { PaymentsRepository, type TakingsRow } from './payments.repository.js';
import { ReceiptsService } from './receipts.service.js';

/** A path parameter naming a calendar day (YYYY-MM-DD): 400 otherwise. */
export class DayParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!parseDay(value)) throw new BadRequestException({ message: 'The day is not a date (YYYY-MM-DD)' });
    return value;
  }
}

const row = (r: TakingsRow): CashUpRowDto => ({ ...r, netCents: r.paymentsCents - r.refundsCents });

/**
 * The day's takings (counter spec 4): payments by method and by staff member, refunds, receipts
 * issued, deposits held on open orders at the day's end, and the till: cash expected (cash taken −
 * cash refunded) against what an editor counted, the difference recorded.
 */
@Injectable()
export class CashUpsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly payments: PaymentsRepository,
    private readonly receipts: ReceiptsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Today in the shop's time zone. */
  today(): string {
    return shopDay(this.clock.now(), this.config.shop.timeZone);
  }

  /** The shop day as instants: [its midnight, the next day's). */
  range(day: string): { from: Date; to: Date } {
    const tz = this.config.shop.timeZone;
    return { from: startOfDay(day, tz), to: startOfDay(addDays(day, 1), tz) };
  }

  async get(day: string): Promise<CashUpDto> {
    const range = this.range(day);
    const byMethod = await this.payments.takings(range.from, range.to, 'method');
    const byStaff = await this.payments.takings(range.from, range.to, 'staff');
    const receipts = await this.receipts.ofDay(range);
    const held = await this.payments.heldOnOpenOrders(range.to);
    const cash = byMethod.find((r) => r.key === 'cash');
    const expectedCashCents = cash ? cash.paymentsCents - cash.refundsCents : 0;
    const counted = await this.payments.cashUp(day);
    return {
      day,
      byMethod: byMethod.map(row),
      byStaff: byStaff.map(row),
      paymentsCents: sumCents(byMethod.map((r) => r.paymentsCents)),
      refundsCents: sumCents(byMethod.map((r) => r.refundsCents)),
      receipts,
      depositsHeldCents: sumCents(held.map((h) => h.paidCents)),
      depositsHeldOrders: held.length,
      expectedCashCents,
      countedCashCents: counted?.countedCashCents ?? null,
      differenceCents: counted ? counted.countedCashCents - expectedCashCents : null,
      countedBy: counted?.countedBy ?? null,
      countedAt: counted ? counted.countedAt.toISOString() : null,
      note: counted?.note ?? null,
    };
  }

  /** Records the cash counted for a day (a recount replaces it) and the difference from what is expected. */
  async count(day: string, dto: CountCashDto, staff: StaffPrincipal): Promise<CashUpDto> {
    return this.db.transaction(async () => {
      const { expectedCashCents } = await this.get(day);
      await this.payments.saveCashUp({
        day,
        expectedCashCents,
        countedCashCents: dto.countedCashCents,
        note: dto.note ?? null,
        countedBy: staff.username,
        countedAt: this.clock.now(),
      });
      return this.get(day);
    });
  }
}
