import { ApiProperty } from '@nestjs/swagger';

/** A customer's first-repair discount claim and whether its code was used. */
export class AdminCustomerClaimDto {
  @ApiProperty({ example: 'K7M2Q9XZ' })
  code: string;

  @ApiProperty({ format: 'date-time' })
  claimedAt: string;

  @ApiProperty({ example: false })
  used: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  usedAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'RB-7K4Q9M',
    description: 'Reference of the booking that used the code',
  })
  usedOnReference: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the code was voided: a merge brought it to a person who had a code already (one per person); a voided code is never redeemed',
  })
  voidedAt: string | null;
}
