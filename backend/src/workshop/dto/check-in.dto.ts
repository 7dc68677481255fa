import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import { EstimatedReadyAt } from './estimated-ready-at.js';
import { IntakeDto } from './intake.dto.js';

/** Checking in the device of an appointment: its customer, device and services come from the booking. */
export class CheckInDto {
  @ApiProperty({ type: IntakeDto })
  @IsObject()
  @ValidateNested()
  @Type(() => IntakeDto)
  intake: IntakeDto;

  @EstimatedReadyAt()
  estimatedReadyAt?: string;
}
