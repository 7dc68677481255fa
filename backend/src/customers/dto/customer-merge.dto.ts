import { ApiProperty } from '@nestjs/swagger';

/** A record merged into this one: who did it, when, and what moved. */
export class CustomerMergeDto {
  @ApiProperty({ format: 'uuid' })
  mergedCustomerId: string;

  @ApiProperty({ example: 'Jane Doe', description: 'The merged record’s name (as it reads now)' })
  mergedName: string;

  @ApiProperty({ example: 'editor' })
  mergedBy: string;

  @ApiProperty({ format: 'date-time' })
  mergedAt: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    example: { bookings: 2, repairOrders: 1, quotes: 1, claims: 1 },
    description: 'How many rows of each kind moved to the kept record',
  })
  moved: Record<string, number>;
}
