import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { DATA_CHOICES, type DataChoice } from '../../repair-order/repair-order.js';
import { MAX_SIGNATURE_BYTES, MAX_SIGNER_NAME } from '../signature.js';

/** The base64 of the largest image kept. */
export const MAX_IMAGE_BASE64 = Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4;

/** What a signer sends: the hash of the document they were shown, their name, the strokes, the choice. */
export class SignDto {
  @ApiProperty({
    pattern: '^[0-9a-f]{64}$',
    description: "The document's hash as it was shown (409 if the document changed since)",
  })
  @IsString()
  @Matches(/^[0-9a-f]{64}$/, { message: 'documentHash must be the 64 hex digits of the document shown' })
  documentHash: string;

  @ApiProperty({
    minLength: 1,
    maxLength: MAX_SIGNER_NAME,
    example: 'Ada Lovelace',
    description: 'The name the signer typed',
  })
  @IsString()
  @MaxLength(MAX_SIGNER_NAME)
  @Matches(/\S/, { message: 'signerName must not be empty' })
  signerName: string;

  @ApiProperty({
    maxLength: MAX_IMAGE_BASE64,
    description: `The drawn strokes: a PNG (checked by its content, at most ${MAX_SIGNATURE_BYTES / 1024} KB), base64`,
  })
  @IsString()
  @MaxLength(MAX_IMAGE_BASE64)
  image: string;

  @ApiProperty({
    enum: DATA_CHOICES,
    enumName: 'DataChoice',
    required: false,
    description: "The customer's data choice: required for the intake, none for a hand-over",
  })
  @IsOptional()
  @IsIn(DATA_CHOICES)
  dataChoice?: DataChoice;
}
