import { ApiProperty } from '@nestjs/swagger';
import { SIGNATURE_KINDS, type SignatureKind } from '../signature.js';
import { DataChoiceOptionDto } from './data-choice-option.dto.js';
import { DocumentSectionDto } from './document-section.dto.js';

/**
 * Exactly what the signer is shown, in this order: the title, the sections, the terms and (intake)
 * the data choice. Its hash is computed by the server over this content; the signature sends it
 * back, and a document changed meanwhile (new terms, a changed intake or payment) is refused (409).
 */
export class SigningDocumentDto {
  @ApiProperty({ enum: SIGNATURE_KINDS, enumName: 'SignatureKind', example: 'intake' })
  kind: SignatureKind;

  @ApiProperty({ example: 'Intake of repair R-7KX2QP' })
  title: string;

  @ApiProperty({ example: 'R-7KX2QP' })
  reference: string;

  @ApiProperty({ example: 'Apple iPhone 14' })
  device: string;

  @ApiProperty({
    type: [DocumentSectionDto],
    description: 'Intake: device, condition, estimate; hand-over: device, charges',
  })
  sections: DocumentSectionDto[];

  @ApiProperty({ example: 3, minimum: 1, description: 'The version of the repair terms shown' })
  termsVersion: number;

  @ApiProperty({ description: 'The repair terms, as shown' })
  termsText: string;

  @ApiProperty({
    type: [DataChoiceOptionDto],
    description: "The data choice's two options (intake); none for a hand-over",
  })
  dataChoices: DataChoiceOptionDto[];

  @ApiProperty({
    example: '9f2c5d0e8b7a6c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d',
    pattern: '^[0-9a-f]{64}$',
    description: 'SHA-256 (hex) of the content above: send it with the signature',
  })
  hash: string;
}
