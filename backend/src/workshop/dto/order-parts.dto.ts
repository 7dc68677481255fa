import { ApiProperty } from '@nestjs/swagger';
import { OrderMoneyDto } from './order-money.dto.js';
import { OrderPartDto } from './order-part.dto.js';

/** The parts of a repair order and its money (the order's own fields, so the page updates both at once). */
export class OrderPartsDto extends OrderMoneyDto {
  @ApiProperty({ type: [OrderPartDto] })
  items: OrderPartDto[];
}
