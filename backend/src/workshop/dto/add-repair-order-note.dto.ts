import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { FreeText } from '../../common/validation.js';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** An internal note on an order (never shown to the customer). */
export class AddRepairOrderNoteDto {
  @ApiProperty({ example: 'Ordered a new screen', minLength: 1, maxLength: 2000 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Note is required' })
  @MaxLength(2000)
  @FreeText()
  text: string;
}
