import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

/** How staff confirm the customer at pickup: the order's reference and the last 4 digits of their phone. */
export class PickupConfirmationDto {
  @ApiProperty({
    example: 'RO-7K4Q9M',
    maxLength: 20,
    description: 'With or without RO- and the dash, any case',
  })
  @IsString()
  @MaxLength(20)
  reference: string;

  @ApiProperty({ example: '0123', pattern: '^[0-9]{4}$' })
  @IsString()
  @Matches(/^[0-9]{4}$/, { message: 'phoneLast4 must be 4 digits' })
  phoneLast4: string;
}
