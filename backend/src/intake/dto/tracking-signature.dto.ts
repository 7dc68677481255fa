import { ApiProperty } from '@nestjs/swagger';
import { DATA_CHOICES, type DataChoice } from '../../repair-order/repair-order.js';

/** The customer's own signature, as the answer to signing on their phone. */
export class TrackingSignatureDto {
  @ApiProperty({ example: 'Ada Lovelace' })
  signerName: string;

  @ApiProperty({ format: 'date-time' })
  signedAt: string;

  @ApiProperty({ example: 1, minimum: 1 })
  termsVersion: number;

  @ApiProperty({ enum: DATA_CHOICES, enumName: 'DataChoice', example: 'may_unlock' })
  dataChoice: DataChoice;

  @ApiProperty({
    pattern: '^[0-9a-f]{64}$',
    description: 'SHA-256 (hex) of exactly what was shown, the data choice included',
  })
  documentHash: string;
}
