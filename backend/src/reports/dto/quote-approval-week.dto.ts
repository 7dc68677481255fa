import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_DATE } from '../../common/openapi/formats.js';
import { QuoteAnswersDto } from './quote-answers.dto.js';

/** The customers' answers to quotes in one week (the part of it within the range). */
export class QuoteApprovalWeekDto extends QuoteAnswersDto {
  @ApiProperty({
    ...LOCAL_DATE,
    example: '2026-03-16',
    description: 'The Monday the week starts (shop time)',
  })
  week: string;
}
