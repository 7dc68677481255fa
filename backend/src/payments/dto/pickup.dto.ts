import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { PickupConfirmationDto } from '../../workshop/dto/pickup-confirmation.dto.js';
import { TakePaymentDto } from './take-payment.dto.js';

/**
 * The hand-over at the counter in one step: the customer confirmed, the rest paid (or the device
 * released unpaid with a reason), the order picked up and its receipt issued.
 */
export class PickupDto {
  @ApiProperty({ type: PickupConfirmationDto })
  @IsObject()
  @ValidateNested()
  @Type(() => PickupConfirmationDto)
  pickup: PickupConfirmationDto;

  @ApiPropertyOptional({ type: TakePaymentDto, description: 'The payment taken in the same step (positive)' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => TakePaymentDto)
  payment?: TakePaymentDto;

  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 500,
    description: 'Hands the device over with a balance due, for this reason (kept in the history)',
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  releaseUnpaidReason?: string;
}
