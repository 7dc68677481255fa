import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_DATE } from '../../common/openapi/formats.js';
import { TaxFiguresDto } from './tax-figures.dto.js';

/** One day's sales tax collected. */
export class TaxDayDto extends TaxFiguresDto {
  @ApiProperty({ ...LOCAL_DATE, description: 'The day, shop time' })
  day: string;
}
