import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** Which record to merge into the one in the path (it becomes one of its addresses). */
export class MergeCustomerDto {
  @ApiProperty({ format: 'uuid', description: 'The record merged into the one kept (the path id)' })
  @IsUUID('all')
  customerId: string;
}
