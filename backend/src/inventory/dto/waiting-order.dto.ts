import { ApiProperty } from '@nestjs/swagger';

/** An order in waiting_parts that waited for a delivered part. */
export class WaitingOrderDto {
  @ApiProperty({ format: 'uuid' })
  orderId: string;

  @ApiProperty({ example: 'RO-7KQ2MX' })
  reference: string;

  @ApiProperty({
    type: 'integer',
    example: 1,
    description: 'Units of the delivered part now reserved for it',
  })
  reservedNow: number;

  @ApiProperty({ type: 'integer', example: 0, description: 'Units of any part it still waits for' })
  stillShort: number;

  @ApiProperty({ description: 'It has every part it waited for: it can go back to in repair' })
  canResume: boolean;
}
