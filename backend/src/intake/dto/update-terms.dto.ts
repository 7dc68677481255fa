import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { FreeText } from '../../common/validation.js';

export const MAX_TERMS_LENGTH = 20000;

/** A new text of the repair terms, written over the version the editor read. */
export class UpdateTermsDto {
  @ApiProperty({
    minLength: 1,
    maxLength: MAX_TERMS_LENGTH,
    description: 'The whole new text (a change makes a new version; the same text changes nothing)',
  })
  @IsString()
  @FreeText()
  @MaxLength(MAX_TERMS_LENGTH)
  @Matches(/\S/, { message: 'text must not be empty' })
  text: string;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    example: 1,
    description: 'The version the editor changed: 409 if another editor saved a newer one meanwhile',
  })
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  baseVersion: number;
}
