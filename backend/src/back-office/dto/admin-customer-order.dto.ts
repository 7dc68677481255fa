import { ApiProperty } from '@nestjs/swagger';

/** One repair order on a customer's page. */
export class AdminCustomerOrderDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'RO-7K4Q9M' })
  reference: string;

  @ApiProperty({ example: 'in_repair' })
  status: string;

  @ApiProperty({ example: 'Apple iPhone 14' })
  device: string;

  @ApiProperty({ example: 'Screen Replacement' })
  repairType: string;

  @ApiProperty({ type: 'integer', example: 12900, description: "The order's charges, in cents" })
  totalCostCents: number;

  @ApiProperty({ format: 'date-time', description: 'Checked in' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  pickedUpAt: string | null;
}
