import { ApiProperty } from '@nestjs/swagger';

export class PriceChangeDto {
  @ApiProperty({ format: 'uuid' })
  deviceModelId: string;

  @ApiProperty({ format: 'uuid' })
  serviceTypeId: string;

  @ApiProperty({ example: 'Apple iPhone 15' })
  device: string;

  @ApiProperty({ example: 'Screen Repair' })
  service: string;

  @ApiProperty({ example: 219, nullable: true, type: Number })
  oldPrice: number | null;

  @ApiProperty({ example: 229 })
  newPrice: number;
}
