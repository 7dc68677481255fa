import { ApiProperty } from '@nestjs/swagger';
import { OrderBalanceDto } from './order-balance.dto.js';
import { ReceiptDto } from './receipt.dto.js';

/** A hand-over: the order's money after it and the receipt it issued. */
export class PickupResultDto {
  @ApiProperty({ type: OrderBalanceDto })
  balance: OrderBalanceDto;

  @ApiProperty({ type: ReceiptDto })
  receipt: ReceiptDto;
}
