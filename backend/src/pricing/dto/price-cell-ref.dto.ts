import { ApiProperty } from '@nestjs/swagger';

/** A cell of the price matrix, by ids and by the names staff read: the one home of these fields. */
export class PriceCellRefDto {
  @ApiProperty({ format: 'uuid' })
  deviceModelId: string;

  @ApiProperty({ format: 'uuid' })
  serviceTypeId: string;

  @ApiProperty({ example: 'Apple iPhone 15' })
  device: string;

  @ApiProperty({ example: 'Screen Repair' })
  service: string;
}
