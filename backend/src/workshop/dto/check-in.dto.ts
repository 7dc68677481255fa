import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateNested } from 'class-validator';
import { EstimatedReadyAt } from './estimated-ready-at.js';
import { IntakeDto } from './intake.dto.js';
import { RequestDepositDto } from './request-deposit.dto.js';

/** Checking in the device of an appointment: its customer, device and services come from the booking. */
export class CheckInDto {
  @ApiProperty({ type: IntakeDto })
  @IsObject()
  @ValidateNested()
  @Type(() => IntakeDto)
  intake: IntakeDto;

  @EstimatedReadyAt()
  estimatedReadyAt?: string;

  @ApiPropertyOptional({
    type: RequestDepositDto,
    description:
      "A deposit asked for at check-in (an amount, or a percentage of the estimate): the same request as the order page's, made with the order (422, and no order, when it is above the estimate)",
  })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => RequestDepositDto)
  deposit?: RequestDepositDto;
}
