import { ApiProperty } from '@nestjs/swagger';

/** A service of an order, with the price and warranty it was checked in with. */
export class RepairOrderServiceDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'null when the service type was deleted',
  })
  serviceTypeId: string | null;

  @ApiProperty({ example: 'Screen Repair' })
  name: string;

  @ApiProperty({ type: 'integer', example: 12900 })
  priceCents: number;

  @ApiProperty({ type: 'integer', example: 90 })
  warrantyDays: number;
}
