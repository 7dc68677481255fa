import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../catalogue/catalogue-admin.rules.js';

/** The customer's first-repair discount code, redeemed on their repair order at the counter. */
export class RedeemDiscountDto {
  @ApiProperty({ example: 'K7M4Q2ZP', maxLength: 32, description: "The code sent to the order's e-mail" })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Enter the discount code' })
  @MaxLength(32)
  code: string;
}
