import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, Length, ValidateNested } from 'class-validator';
import { InternalNote } from './internal-note.js';
import { REPAIR_ORDER_STATUSES, type RepairOrderStatus } from '../../repair-order/repair-order.js';
import { PickupConfirmationDto } from './pickup-confirmation.dto.js';

/** A move of a repair order's life cycle. */
export class ChangeRepairOrderStatusDto {
  @ApiProperty({ enum: REPAIR_ORDER_STATUSES, enumName: 'RepairOrderStatus', example: 'diagnosing' })
  @IsIn(REPAIR_ORDER_STATUSES)
  to: RepairOrderStatus;

  @InternalNote('Recorded with the change (internal)')
  note?: string;

  @ApiPropertyOptional({
    enum: REPAIR_ORDER_STATUSES,
    enumName: 'RepairOrderStatus',
    description: 'The status the client last saw; 409 if the order has changed since',
  })
  @IsOptional()
  @IsIn(REPAIR_ORDER_STATUSES)
  expectedStatus?: RepairOrderStatus;

  @ApiPropertyOptional({ type: PickupConfirmationDto, description: 'Required with to = picked_up' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => PickupConfirmationDto)
  pickup?: PickupConfirmationDto;

  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 500,
    example: 'Regular customer, pays on Friday',
    description:
      'With to = picked_up: hands the device over with a balance due; the reason is kept in the history (editor)',
  })
  @IsOptional()
  @IsString()
  @Length(1, 500)
  releaseUnpaidReason?: string;
}
