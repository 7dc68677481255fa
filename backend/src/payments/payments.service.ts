import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  Optional,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import { violatedConstraint } from '../common/errors/database-errors.js';
import { formatUsd } from '../common/money/money.js';
import { ORDER_NOT_FOUND_MESSAGE, RepairOrderLifecycle } from '../workshop/repair-order-lifecycle.js';
import {
  balanceDueCents,
  isClosed,
  WORK_DONE_STATES,
  type RepairOrderRecord,
} from '../repair-order/repair-order.js';
import { RepairOrderRepository } from '../workshop/repair-order.repository.js';
import type { OrderBalanceDto } from './dto/order-balance.dto.js';
import type { PaymentDto } from './dto/payment.dto.js';
import type { PickupResultDto } from './dto/pickup-result.dto.js';
import type { PickupDto } from './dto/pickup.dto.js';
import type { RequestDepositDto } from '../workshop/dto/request-deposit.dto.js';
import type { TakePaymentDto } from './dto/take-payment.dto.js';
import { PaymentsRepository, type PaymentRecord } from './payments.repository.js';
import { ReceiptsService } from './receipts.service.js';
import { Metrics } from '../common/metrics/metrics.js';

export const closedOrderMessage = (status: string) =>
  `No new payment on a ${status === 'picked_up' ? 'picked-up' : 'cancelled'} order; a refund stays possible`;
export const aboveDueMessage = (dueCents: number) =>
  `The amount is above what is due (${formatUsd(Math.max(0, dueCents))})`;
export const abovePaidMessage = (paidCents: number) =>
  `A refund cannot exceed what was paid (${formatUsd(paidCents)})`;

const staffActor = (staff: StaffPrincipal) => ({ userId: staff.id, username: staff.username });

function paymentDto(p: PaymentRecord): PaymentDto {
  return {
    id: p.id,
    amountCents: p.amountCents,
    method: p.method,
    note: p.note,
    reason: p.reason,
    deposit: p.deposit,
    takenBy: p.takenBy,
    takenAt: p.takenAt.toISOString(),
  };
}

/**
 * Money at the counter (counter spec 2): payments, deposits and refunds on a repair order, never
 * edited; each once per Idempotency-Key; the balance; the hand-over with the rest paid or released.
 * The database holds the rules (see the payments migration); the checks here only name the amounts.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly payments: PaymentsRepository,
    private readonly orders: RepairOrderRepository,
    private readonly lifecycle: RepairOrderLifecycle,
    private readonly receipts: ReceiptsService,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  async balance(orderId: string): Promise<OrderBalanceDto> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
    return this.balanceOf(order);
  }

  /**
   * Records a payment or a refund (the payment keeps its Idempotency-Key: one payment per key, the
   * database's rule); answers the order's money after it. Run once per key by the controller.
   */
  take(
    orderId: string,
    dto: TakePaymentDto,
    staff: StaffPrincipal,
    idempotencyKey: string | undefined,
  ): Promise<OrderBalanceDto> {
    return this.db.transaction(async () => {
      await this.record(orderId, dto, staff, idempotencyKey);
      return this.balance(orderId);
    });
  }

  /** The deposit asked for (an amount, or a share of the total rounded half-up). */
  async requestDeposit(
    orderId: string,
    dto: RequestDepositDto,
    staff: StaffPrincipal,
  ): Promise<OrderBalanceDto> {
    return this.db.transaction(async () => {
      const order = await this.orders.findById(orderId, { lock: true });
      if (!order) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
      if (isClosed(order.status)) throw new ConflictException({ message: closedOrderMessage(order.status) });
      const cents = dto.amountCents ?? Math.floor((2 * order.totalCostCents * dto.percent! + 100) / 200);
      if (cents < 1 || cents > order.totalCostCents)
        throw new UnprocessableEntityException({
          message: `A deposit is from $0.01 to the order's total (${formatUsd(order.totalCostCents)})`,
          details: { totalCents: order.totalCostCents },
        });
      await this.payments.requestDeposit(orderId, cents, staff.username, this.clock.now());
      return this.balanceOf((await this.orders.findById(orderId))!);
    });
  }

  /**
   * The hand-over in one step and one transaction: the payment taken (if any), the order picked up
   * (the reference and phone digits confirmed; 409 naming the balance when something is still due
   * and no reason releases it) and its receipt issued. Run once per Idempotency-Key by the controller.
   */
  pickup(
    orderId: string,
    dto: PickupDto,
    staff: StaffPrincipal,
    idempotencyKey: string | undefined,
  ): Promise<PickupResultDto> {
    return this.db.transaction(async () => {
      if (dto.payment) {
        if (dto.payment.amountCents < 0)
          throw new BadRequestException({
            message: 'Validation failed',
            errors: [{ field: 'payment.amountCents', message: 'A payment at pickup is positive' }],
          });
        await this.record(orderId, dto.payment, staff, idempotencyKey ? `pickup:${idempotencyKey}` : null);
      }
      await this.lifecycle.change({
        orderId,
        to: 'picked_up',
        actor: staffActor(staff),
        pickup: dto.pickup,
        releaseUnpaidReason: dto.releaseUnpaidReason,
      });
      const balance = await this.balance(orderId);
      const receipt = await this.receipts.receiptOfOrder(orderId);
      return { balance, receipt };
    });
  }

  /** One payment or refund in the transaction under way: the order locked, the amounts checked. */
  private async record(
    orderId: string,
    dto: TakePaymentDto,
    staff: StaffPrincipal,
    idempotencyKey: string | null | undefined,
  ): Promise<void> {
    const order = await this.orders.findById(orderId, { lock: true });
    if (!order) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
    this.metrics?.payments.inc();
    const dueCents = balanceDueCents(order);
    if (dto.creditNote && dto.amountCents > 0)
      throw new BadRequestException({
        message: 'Validation failed',
        errors: [{ field: 'creditNote', message: 'A credit note goes with a refund (a negative amount)' }],
      });
    if (dto.amountCents > 0 && isClosed(order.status))
      throw new ConflictException({
        message: closedOrderMessage(order.status),
        details: { status: order.status },
      });
    if (dto.amountCents > 0 && dto.amountCents > dueCents)
      throw new UnprocessableEntityException({ message: aboveDueMessage(dueCents), details: { dueCents } });
    if (-dto.amountCents > order.paidCents)
      throw new UnprocessableEntityException({
        message: abovePaidMessage(order.paidCents),
        details: { paidCents: order.paidCents },
      });
    // A refund for something no longer charged: its credit note first, in the same transaction.
    if (dto.creditNote)
      await this.receipts.creditOrder(
        orderId,
        { amountCents: -dto.amountCents, reason: dto.reason!, lines: dto.creditNote.lines },
        staff.username,
      );
    try {
      await this.payments.insert({
        repairOrderId: orderId,
        amountCents: dto.amountCents,
        method: dto.method,
        note: dto.note ?? null,
        reason: dto.amountCents < 0 ? (dto.reason ?? null) : null,
        deposit: dto.amountCents > 0 && !WORK_DONE_STATES.includes(order.status),
        takenBy: staffActor(staff),
        takenAt: this.clock.now(),
        idempotencyKey: idempotencyKey ?? null,
      });
    } catch (error) {
      throw paymentRefused(error, order) ?? error;
    }
  }

  private async balanceOf(order: RepairOrderRecord): Promise<OrderBalanceDto> {
    const payments = await this.payments.ofOrder(order.id);
    const depositRequestedCents = await this.payments.depositRequested(order.id);
    const receipts = await this.receipts.summariesOfOrder(order.id);
    const dueCents = balanceDueCents(order);
    return {
      repairOrderId: order.id,
      totalCents: order.totalCostCents,
      creditedCents: order.creditedCents,
      paidCents: order.paidCents,
      dueCents,
      refundableCents: order.paidCents,
      creditableCents: await this.receipts.creditableOfOrder(order.id),
      depositRequestedCents,
      acceptsPayments: !isClosed(order.status) && dueCents > 0,
      payments: payments.map(paymentDto),
      receipts,
    };
  }
}

/** The database's refusal of a payment (a concurrent change beat the checks above), as an answer. */
function paymentRefused(error: unknown, order: RepairOrderRecord): Error | undefined {
  switch (violatedConstraint(error, 'check')) {
    case 'ck_payments_order_open':
      return new ConflictException({ message: closedOrderMessage(order.status) });
    case 'ck_payments_within_due':
      return new UnprocessableEntityException({ message: 'The amount is above what is due now' });
    case 'ck_repair_orders_paid':
      return new UnprocessableEntityException({ message: 'A refund cannot exceed what was paid' });
    default:
      return undefined;
  }
}
