import { EmailField, PhoneField } from '../../common/contact-fields.js';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { FreeText } from '../../common/validation.js';

/** The start of one of the offered slots, as a booking and a move send it (appointmentDate). */
export function SlotStart(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      example: '2026-03-09T15:00:00.000Z',
      format: 'date-time',
      maxLength: 40,
      description: 'Start of one of the offered slots (an availability slot’s start, ISO 8601 instant)',
    }),
    IsString(),
    IsISO8601(
      { strict: true, strictSeparator: true },
      { message: 'appointmentDate must be an ISO 8601 date and time' },
    ),
    MaxLength(40),
  );
}

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/**
 * The booking of spec 7. The server checks every field itself and recomputes the estimate: the
 * client's estimatedPrice and estimatedDuration are accepted for the record but never trusted.
 */
export class CreateAppointmentDto {
  @SlotStart()
  appointmentDate: string;

  @ApiProperty({ enum: ['repair'], example: 'repair' })
  @IsIn(['repair'])
  appointmentType: 'repair';

  @ApiProperty({ example: 'Apple', maxLength: 40 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(40)
  deviceBrand: string;

  @ApiProperty({ example: 'iphone-15-pro', description: 'Catalogue model id', maxLength: 80 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(80)
  deviceModel: string;

  @ApiProperty({
    type: 'array',
    items: { type: 'string', maxLength: 40 },
    minItems: 1,
    maxItems: 9,
    uniqueItems: true,
    example: ['screen', 'battery'],
    description: 'Service ids, at least one',
  })
  @IsArray()
  @ArrayMinSize(1, { message: 'Select at least one service' })
  @ArrayMaxSize(9)
  @ArrayUnique()
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  repairServices: string[];

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 100_000_000,
    example: 18800,
    description: 'Client estimate in cents (dollars times 100); the server stores its own',
  })
  @IsInt()
  @Min(0)
  @Max(100_000_000)
  estimatedPrice: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 100_000,
    example: 80,
    description: 'Client estimate in minutes; the server stores its own',
  })
  @IsInt()
  @Min(0)
  @Max(100_000)
  estimatedDuration: number;

  @ApiProperty({ example: 'Jane', maxLength: 100 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(100)
  customerFirstName: string;

  @ApiProperty({ example: 'Doe', maxLength: 100 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(100)
  customerLastName: string;

  @PhoneField()
  customerPhone: string;

  @EmailField()
  customerEmail: string;

  @ApiPropertyOptional({ example: 'Apple iPhone 15 Pro', maxLength: 200 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  deviceInfo?: string;

  @ApiPropertyOptional({
    example: 'Screen Repair, Battery Replacement',
    description: 'Names of the selected services',
    maxLength: 1000,
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(1000)
  @FreeText()
  notes?: string;

  @ApiPropertyOptional({ example: 'K7M4Q2ZP', description: 'First-repair discount code', maxLength: 32 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(32)
  discountCode?: string;

  @ApiPropertyOptional({
    description: 'Leave empty (a field hidden from people; bots fill it in)',
    maxLength: 200,
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  website?: string;
}
