import { ApiProperty } from '@nestjs/swagger';
import { QuoteLineDto } from '../quotes/dto/quote-line.dto.js';

/** One line of what the customer is charged on an order (a quote's line once agreed). */
export class ChargeLineDto extends QuoteLineDto {
  @ApiProperty({
    type: 'integer',
    example: 90,
    description: 'Days of warranty of a service performed (0 otherwise)',
  })
  warrantyDays: number;
}
