import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

/** The customer's answer to the version of the quote they saw. */
export class QuoteDecisionDto {
  @ApiProperty({ type: 'integer', minimum: 1, example: 1, description: 'The version shown on the page' })
  @IsInt()
  @Min(1)
  @Max(10000)
  version: number;
}
