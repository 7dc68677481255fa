import { ApiProperty } from '@nestjs/swagger';

/** The first fields of every payment, quote and receipt on a customer's page: itself and its order. */
export abstract class AdminCustomerOrderItemDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  repairOrderId: string;

  @ApiProperty({ example: 'RO-7K4Q9M' })
  orderReference: string;
}
