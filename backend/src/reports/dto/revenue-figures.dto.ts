import { ApiProperty } from '@nestjs/swagger';

/** What a day or a week brought in, counted two ways: charges on the orders picked up, and money received. */
export class RevenueFiguresDto {
  @ApiProperty({
    type: 'integer',
    example: 20450,
    description:
      'What the orders picked up in the period charged (their totals after discounts, by the day of the pickup) less the credit notes issued in the period (by the day issued), in cents',
  })
  chargesCents: number;

  @ApiProperty({
    type: 'integer',
    example: 500,
    description:
      'Credit notes issued in the period, in positive cents, by the day issued (already taken off chargesCents)',
  })
  creditNotesCents: number;

  @ApiProperty({
    type: 'integer',
    example: 22450,
    description: 'Payments taken in the period (deposits included), in cents, by the day taken',
  })
  paymentsCents: number;

  @ApiProperty({
    type: 'integer',
    example: 500,
    description: 'Refunds given in the period, in positive cents, by the day given',
  })
  refundsCents: number;

  @ApiProperty({ type: 'integer', example: 21950, description: 'Received: payments − refunds, in cents' })
  receivedCents: number;
}
