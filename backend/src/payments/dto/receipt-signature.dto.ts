import { ApiProperty } from '@nestjs/swagger';
import { SIGNATURE_KINDS, type SignatureKind } from '../../intake/signature.js';

/**
 * One of a receipt's signatures (intake spec 2), in the words its PDF uses: the title, and either
 * the plain words saying it is missing or the signer's strokes, name, time and terms version.
 */
export class ReceiptSignatureDto {
  @ApiProperty({ enum: SIGNATURE_KINDS, enumName: 'SignatureKind', example: 'intake' })
  kind: SignatureKind;

  @ApiProperty({
    example: 'Intake signed',
    description:
      'What the block is headed: "Intake signed" or "Received the device" once signed, "Intake" or "Hand-over" while missing',
  })
  title: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Hand-over not signed',
    description: 'The plain words when the customer has not signed this; null when they have',
  })
  missing: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Ada Lovelace',
    description:
      "The name typed by the signer ('Name erased' after the customer's erasure); null when missing",
  })
  signerName: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When; null when missing' })
  signedAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'data:image/png;base64,iVBORw0KGgo…',
    description:
      'The strokes as drawn, inside the receipt itself (a PNG data: URL, as the PDF embeds them: no address of their own); null when missing or erased',
  })
  image: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: "Signature image erased with the customer's record",
    description: 'What stands in for strokes erased with the customer; null otherwise',
  })
  imageErased: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Terms version 2 · SHA-256 0123456789abcdef…',
    description: 'The terms version signed and the start of the hash of what was shown; null when missing',
  })
  detail: string | null;
}
