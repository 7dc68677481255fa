import { ApiProperty } from '@nestjs/swagger';
import { AdminPartDto } from './admin-part.dto.js';
import { WaitingOrderDto } from './waiting-order.dto.js';

export class DeliveryResultDto {
  @ApiProperty({ type: AdminPartDto })
  part: AdminPartDto;

  @ApiProperty({
    type: [WaitingOrderDto],
    description:
      'Orders waiting for parts that waited for this one, oldest first, after the delivery was shared out',
  })
  waitingOrders: WaitingOrderDto[];
}
