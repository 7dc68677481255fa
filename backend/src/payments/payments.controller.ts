import { Body, Controller, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import {
  ApiIdempotencyKey,
  IDEMPOTENT_REPLAYED_HEADER,
} from '../common/idempotency/api-idempotency-key.decorator.js';
import { Idempotent } from '../common/idempotency/idempotent.interceptor.js';
import { ApiErrors, ApiJsonBody, ApiUuidParam } from '../common/openapi/api-errors.decorator.js';
import { OrderBalanceDto } from './dto/order-balance.dto.js';
import { PickupResultDto } from './dto/pickup-result.dto.js';
import { PickupDto } from './dto/pickup.dto.js';
import { RequestDepositDto } from '../workshop/dto/request-deposit.dto.js';
import { TakePaymentDto } from './dto/take-payment.dto.js';
import { PaymentsService } from './payments.service.js';

const uuid = new ParseUUIDPipe({ version: 'all' });
const NOT_FOUND = 'No repair order with this id';
const KEY_ERRORS = {
  409: 'A request with this Idempotency-Key is still being processed',
  422: 'The Idempotency-Key was used with another body',
} as const;

/** Money on a repair order at the counter (counter spec 2): viewers read, editors take money. */
@ApiTags('payments')
@Controller('admin/repair-orders/:id')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('payments')
  @Authenticated(Permission.PaymentsRead)
  @ApiOperation({
    operationId: 'getRepairOrderPayments',
    summary:
      "An order's money: total, paid, due, the deposit asked for, payments and receipts (viewer and editor)",
  })
  @ApiUuidParam()
  @ApiOkResponse({ type: OrderBalanceDto })
  @ApiErrors({ 404: NOT_FOUND })
  getRepairOrderPayments(@Param('id', uuid) id: string): Promise<OrderBalanceDto> {
    return this.payments.balance(id);
  }

  @Post('payments')
  @Authenticated(Permission.PaymentsWrite)
  @ApiOperation({
    operationId: 'takeRepairOrderPayment',
    summary:
      'Records a payment (a deposit before the work) or a refund (negative, with a reason), once per Idempotency-Key (editor)',
  })
  @ApiUuidParam()
  @Idempotent('payment', { param: 'id' })
  @ApiIdempotencyKey('payment')
  @ApiJsonBody(TakePaymentDto, 'A bad amount (0, not whole cents), method, or a missing note or reason')
  @ApiCreatedResponse({ type: OrderBalanceDto, headers: IDEMPOTENT_REPLAYED_HEADER })
  @ApiErrors({
    404: NOT_FOUND,
    409: `No new payment on a cancelled or picked-up order; or: ${KEY_ERRORS[409]}`,
    422: `Above what is due (details.dueCents), a refund above what was paid (details.paidCents); or: ${KEY_ERRORS[422]}`,
  })
  takeRepairOrderPayment(
    @Param('id', uuid) id: string,
    @Body() body: TakePaymentDto,
    @CurrentStaff() staff: StaffPrincipal,
    @Headers('idempotency-key') key: string | undefined,
  ): Promise<OrderBalanceDto> {
    return this.payments.take(id, body, staff, key);
  }

  @Put('deposit-request')
  @Authenticated(Permission.PaymentsWrite)
  @ApiOperation({
    operationId: 'requestRepairOrderDeposit',
    summary: 'Asks for a deposit: an amount, or a percentage of the total (editor)',
  })
  @ApiUuidParam()
  @ApiJsonBody(RequestDepositDto, 'Neither an amount nor a percentage, or a bad one')
  @ApiOkResponse({ type: OrderBalanceDto })
  @ApiErrors({
    404: NOT_FOUND,
    409: 'The order is cancelled or picked up',
    422: "More than the order's total (details.totalCents)",
  })
  requestRepairOrderDeposit(
    @Param('id', uuid) id: string,
    @Body() body: RequestDepositDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<OrderBalanceDto> {
    return this.payments.requestDeposit(id, body, staff);
  }

  @Post('pickup')
  @Authenticated(Permission.PaymentsWrite)
  @ApiOperation({
    operationId: 'pickUpRepairOrder',
    summary:
      'The hand-over in one step: the rest paid (or released unpaid with a reason), picked up, the receipt issued and e-mailed (editor)',
  })
  @ApiUuidParam()
  @HttpCode(200)
  @Idempotent('pickup', { param: 'id' })
  @ApiIdempotencyKey('hand-over')
  @ApiJsonBody(PickupDto, 'A bad confirmation, payment or reason')
  @ApiOkResponse({ type: PickupResultDto, headers: IDEMPOTENT_REPLAYED_HEADER })
  @ApiErrors({
    404: NOT_FOUND,
    409: `A balance is due (the message names it, details.dueCents), not an allowed move, or a closed order; or: ${KEY_ERRORS[409]}`,
    422: `The reference and phone digits do not match, or the payment is above what is due; or: ${KEY_ERRORS[422]}`,
  })
  pickUpRepairOrder(
    @Param('id', uuid) id: string,
    @Body() body: PickupDto,
    @CurrentStaff() staff: StaffPrincipal,
    @Headers('idempotency-key') key: string | undefined,
  ): Promise<PickupResultDto> {
    return this.payments.pickup(id, body, staff, key);
  }
}
