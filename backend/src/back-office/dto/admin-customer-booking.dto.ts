import { ApiProperty } from '@nestjs/swagger';

/** One booking on a customer's page. */
export class AdminCustomerBookingDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'RB-7K4Q9M' })
  reference: string;

  @ApiProperty({ format: 'date-time' })
  startsAt: string;

  @ApiProperty({ example: 'confirmed' })
  status: string;

  @ApiProperty({ type: String, nullable: true, example: 'Apple iPhone 14' })
  device: string | null;

  @ApiProperty({ type: [String], example: ['Screen Replacement'] })
  services: string[];

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 12900,
    description: 'Estimate after the discount, in cents',
  })
  estimatedPriceCents: number | null;

  @ApiProperty({ format: 'date-time' })
  bookedAt: string;
}
