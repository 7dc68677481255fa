import { ApiProperty } from '@nestjs/swagger';
import { CustomerRecordDto } from './customer-record.dto.js';

export const MATCHED_BY = ['email', 'phone'] as const;

/** A record found for a check-in's phone or e-mail (the e-mail's first). */
export class CustomerMatchDto extends CustomerRecordDto {
  @ApiProperty({ enum: MATCHED_BY, enumName: 'CustomerMatchedBy', example: 'phone' })
  matchedBy: (typeof MATCHED_BY)[number];
}
