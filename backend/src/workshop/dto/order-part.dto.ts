import { ApiProperty, PickType } from '@nestjs/swagger';
import { AdminPartDto } from '../../inventory/dto/admin-part.dto.js';

/** One part on a repair order: the part's name and what is held, as the parts screen says them, and the order's own figures. */
export class OrderPartDto extends PickType(AdminPartDto, ['name', 'reserved'] as const) {
  @ApiProperty({ format: 'uuid' })
  partId: string;

  @ApiProperty({ type: 'integer', example: 0, description: 'Units the order still waits for' })
  short: number;

  @ApiProperty({ type: 'integer', example: 0, description: 'Units used on the order' })
  used: number;

  @ApiProperty({ type: 'integer', example: 0, description: 'Cost of the units used, in cents' })
  usedCostCents: number;

  @ApiProperty({ type: 'integer', example: 3850, description: 'Unit cost now, in cents' })
  unitCostCents: number;
}
