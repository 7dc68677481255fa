import { ApiProperty } from '@nestjs/swagger';
import { QuoteAnswersDto } from './quote-answers.dto.js';
import { QuoteApprovalWeekDto } from './quote-approval-week.dto.js';

/**
 * How customers answer the quotes they are sent, over the whole range and week by week (what is
 * counted: the description of ReportsDto.quoteApproval).
 */
export class QuoteApprovalDto extends QuoteAnswersDto {
  @ApiProperty({
    type: [QuoteApprovalWeekDto],
    description: 'Every week touching the range (weeks start Monday)',
  })
  weeks: QuoteApprovalWeekDto[];
}
