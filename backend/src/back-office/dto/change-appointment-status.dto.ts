import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { FreeText } from '../../common/validation.js';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../appointments/appointment-status.js';

/** A move of an appointment's life cycle. */
export class ChangeAppointmentStatusDto {
  @ApiProperty({ enum: APPOINTMENT_STATUSES, enumName: 'AppointmentStatus', example: 'confirmed' })
  @IsIn(APPOINTMENT_STATUSES)
  status: AppointmentStatus;

  @ApiPropertyOptional({
    enum: APPOINTMENT_STATUSES,
    enumName: 'AppointmentStatus',
    description: 'The status the client last saw; 409 if the appointment has changed since',
  })
  @IsOptional()
  @IsIn(APPOINTMENT_STATUSES)
  expectedStatus?: AppointmentStatus;

  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 500,
    example: 'The customer phoned: the phone was fixed elsewhere',
    description: 'Why (asked when staff cancel), kept in the history',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty({ message: 'Say why' })
  @MaxLength(500)
  @FreeText()
  reason?: string;
}
