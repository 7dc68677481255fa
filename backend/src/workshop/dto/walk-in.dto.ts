import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsObject,
  IsUUID,
  ValidateNested,
} from 'class-validator';
import { CheckInDto } from './check-in.dto.js';
import { WalkInCustomerDto } from './walk-in-customer.dto.js';

/** A walk-in (spec 9, first come, first served): a check-in with the customer, the device and services from the catalogue. */
export class WalkInDto extends CheckInDto {
  @ApiProperty({ type: WalkInCustomerDto })
  @IsObject()
  @ValidateNested()
  @Type(() => WalkInCustomerDto)
  customer: WalkInCustomerDto;

  @ApiProperty({ format: 'uuid', description: 'A device model of the catalogue' })
  @IsUUID('all')
  deviceModelId: string;

  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'uuid' },
    minItems: 1,
    maxItems: 9,
    uniqueItems: true,
    description: 'Service types of the catalogue, at least one',
  })
  @IsArray()
  @ArrayMinSize(1, { message: 'Select at least one service' })
  @ArrayMaxSize(9)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  serviceTypeIds: string[];
}
