import { ApiProperty } from '@nestjs/swagger';

/** A day's takings under one key (a payment method, or a staff member). */
export class CashUpRowDto {
  @ApiProperty({ example: 'cash', description: 'The method or the staff member' })
  key: string;

  @ApiProperty({ type: 'integer', example: 45250 })
  paymentsCents: number;

  @ApiProperty({ type: 'integer', example: 4 })
  paymentCount: number;

  @ApiProperty({ type: 'integer', example: 2500, description: 'Refunds given (positive cents)' })
  refundsCents: number;

  @ApiProperty({ type: 'integer', example: 1 })
  refundCount: number;

  @ApiProperty({ type: 'integer', example: 42750, description: 'Payments − refunds' })
  netCents: number;
}
