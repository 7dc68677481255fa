import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { LOCAL_DATE } from '../../common/openapi/formats.js';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Close the shop on a day, with the reason (shown to staff and, on the booking page, to customers). */
export class CreateClosedDayDto {
  @ApiProperty({ ...LOCAL_DATE, description: 'Today or a later day, in the shop time zone' })
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'day must be a date (YYYY-MM-DD)' })
  day: string;

  @ApiProperty({ example: 'Stock-taking', minLength: 1, maxLength: 120 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please give a reason' })
  @MaxLength(120)
  reason: string;
}
