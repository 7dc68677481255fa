import { ApiProperty } from '@nestjs/swagger';
import { RepairOrderDto } from './repair-order.dto.js';

/** A check-in's answer: the order, and its tracking link the first time only (print the slip from it). */
export class CheckInResultDto {
  @ApiProperty({ type: RepairOrderDto })
  order: RepairOrderDto;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://shop.example/track/3q2-7Vb9…',
    description: 'The tracking link, only in the answer that created the order (null when it existed)',
  })
  trackingUrl: string | null;
}
