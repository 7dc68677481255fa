import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IntakeChecklistDto } from './intake-checklist.dto.js';
import { FreeText } from '../../common/validation.js';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const trimEach = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value;

/** What staff record at the counter: the condition, accessories left, the serial or IMEI, the agreement. Never a passcode. */
export class IntakeDto {
  @ApiProperty({ type: IntakeChecklistDto })
  @IsObject()
  @ValidateNested()
  @Type(() => IntakeChecklistDto)
  checklist: IntakeChecklistDto;

  @ApiProperty({ example: 'Scratches on the back', maxLength: 2000, description: 'The condition in words' })
  @Transform(trim)
  @IsString()
  @MaxLength(2000)
  @FreeText()
  conditionNotes: string;

  @ApiProperty({
    type: 'array',
    items: { type: 'string', minLength: 1, maxLength: 80 },
    maxItems: 20,
    example: ['case', 'charger'],
    description: 'Accessories left with the device',
  })
  @Transform(trimEach)
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(80, { each: true })
  accessories: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 64, example: '356789104563218' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  serial?: string | null;

  @ApiProperty({ example: true, description: 'The customer agreed to the estimate' })
  @IsBoolean()
  agreedToEstimate: boolean;
}
