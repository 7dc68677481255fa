import { ApiProperty } from '@nestjs/swagger';

/** One quote version on a customer's page. */
export class AdminCustomerQuoteDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  repairOrderId: string;

  @ApiProperty({ example: 'RO-7K4Q9M' })
  orderReference: string;

  @ApiProperty({ type: 'integer', example: 1 })
  version: number;

  @ApiProperty({ example: 'approved' })
  status: string;

  @ApiProperty({ type: 'integer', example: 18900, description: 'The quote total, in cents' })
  totalCents: number;

  @ApiProperty({ format: 'date-time' })
  sentAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  decidedAt: string | null;
}
