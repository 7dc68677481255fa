import { ApiProperty } from '@nestjs/swagger';
import { OrderPartDto } from './order-part.dto.js';

/** The parts of a repair order and its money. */
export class OrderPartsDto {
  @ApiProperty({ type: [OrderPartDto] })
  items: OrderPartDto[];

  @ApiProperty({ type: 'integer', example: 3850 })
  partsCostCents: number;

  @ApiProperty({ type: 'integer', example: 14950 })
  laborCostCents: number;

  @ApiProperty({ type: 'integer', example: 1000 })
  discountCents: number;

  @ApiProperty({ type: 'integer', example: 17800, description: 'Labour + parts − discount' })
  totalCostCents: number;
}
