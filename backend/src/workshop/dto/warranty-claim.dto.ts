import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsNotEmpty, IsObject, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { FreeText } from '../../common/validation.js';
import { InternalNote } from './internal-note.js';
import { IntakeDto } from './intake.dto.js';

/**
 * A warranty claim on a picked-up order: which of its services failed, the fault the customer
 * reports, and the device's intake as it comes back (a new one: the first visit's is not copied).
 */
export class WarrantyClaimDto {
  @ApiProperty({ format: 'uuid', description: 'A service type of the original order' })
  @IsUUID('all')
  serviceTypeId: string;

  @ApiProperty({
    minLength: 1,
    maxLength: 2000,
    example: 'The new screen flickers at the top',
    description: 'The fault the customer reports (shown to staff on both orders)',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Describe the fault' })
  @IsNotEmpty({ message: 'Describe the fault' })
  @MaxLength(2000)
  @FreeText()
  fault: string;

  @ApiProperty({ type: IntakeDto, description: 'The device as it comes back' })
  @IsObject()
  @ValidateNested()
  @Type(() => IntakeDto)
  intake: IntakeDto;

  @InternalNote('An internal note on the new order')
  note?: string;
}
