import { ApiProperty } from '@nestjs/swagger';
import { MOVEMENT_KINDS } from '../../database/migrations/1764000000001-inventory-ledger.js';

/** One row of a part's ledger. */
export class PartMovementDto {
  @ApiProperty({ enum: MOVEMENT_KINDS, example: 'received' })
  kind: string;

  @ApiProperty({ type: 'integer', example: 5, description: 'Change to on hand' })
  onHandChange: number;

  @ApiProperty({ type: 'integer', example: 0, description: 'Change to reserved' })
  reservedChange: number;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The repair order it was for' })
  orderId: string | null;

  @ApiProperty({ example: 'RO-7KQ2MX', nullable: true, type: String })
  orderReference: string | null;

  @ApiProperty({ example: 'Invoice 4411', nullable: true, type: String, description: 'Reason or note' })
  reason: string | null;

  @ApiProperty({ example: 'editor', nullable: true, type: String })
  by: string | null;

  @ApiProperty({ format: 'date-time' })
  at: string;
}
