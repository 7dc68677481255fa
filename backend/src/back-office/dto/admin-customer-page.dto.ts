import { ApiProperty } from '@nestjs/swagger';
import { AdminCustomerDto } from './admin-customer.dto.js';

/** One page of customers, newest first. */
export class AdminCustomerPageDto {
  @ApiProperty({ type: [AdminCustomerDto] })
  items: AdminCustomerDto[];

  @ApiProperty({ type: 'integer', example: 120 })
  total: number;

  @ApiProperty({ type: 'integer', example: 1 })
  page: number;

  @ApiProperty({ type: 'integer', example: 25 })
  pageSize: number;
}
