import { ApiProperty } from '@nestjs/swagger';
import { SigningDocumentDto } from './signing-document.dto.js';

/** The customer's intake to sign on their own phone, and whether they signed it already. */
export class TrackingSigningDto {
  @ApiProperty({ type: SigningDocumentDto })
  document: SigningDocumentDto;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the intake was last signed (null: not yet); signing again makes a new record',
  })
  signedAt: string | null;
}
