import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_DATE } from '../../common/openapi/formats.js';
import { RevenueFiguresDto } from './revenue-figures.dto.js';

/** One day of the shop's revenue, as charges on pickups and as money received. */
export class RevenueDayDto extends RevenueFiguresDto {
  @ApiProperty({ ...LOCAL_DATE, description: 'The day, shop time' })
  day: string;
}
