import { ApiProperty } from '@nestjs/swagger';
import { DATA_CHOICES, type DataChoice } from '../../repair-order/repair-order.js';
import { SignatureDto } from './signature.dto.js';

/** An order's signatures and what they settled. */
export class OrderSignaturesDto {
  @ApiProperty({ type: [SignatureDto], description: 'Oldest first; signing again adds one' })
  signatures: SignatureDto[];

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the customer first signed the intake (null: not signed yet)',
  })
  intakeSignedAt: string | null;

  @ApiProperty({
    enum: DATA_CHOICES,
    enumName: 'DataChoice',
    nullable: true,
    description: "The customer's data choice, from the latest intake signature (null: not signed yet)",
  })
  dataChoice: DataChoice | null;

  @ApiProperty({ description: 'Whether the customer signed for the device at hand-over' })
  handoverSigned: boolean;
}
