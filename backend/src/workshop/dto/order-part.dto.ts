import { ApiProperty } from '@nestjs/swagger';

/** One part on a repair order. */
export class OrderPartDto {
  @ApiProperty({ format: 'uuid' })
  partId: string;

  @ApiProperty({ example: 'iPhone 13 screen (OLED)' })
  name: string;

  @ApiProperty({ type: 'integer', example: 1, description: 'Units held for the order' })
  reserved: number;

  @ApiProperty({ type: 'integer', example: 0, description: 'Units the order still waits for' })
  short: number;

  @ApiProperty({ type: 'integer', example: 0, description: 'Units used on the order' })
  used: number;

  @ApiProperty({ type: 'integer', example: 0, description: 'Cost of the units used, in cents' })
  usedCostCents: number;

  @ApiProperty({ type: 'integer', example: 3850, description: 'Unit cost now, in cents' })
  unitCostCents: number;
}
