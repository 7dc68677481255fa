import { IntersectionType } from '@nestjs/swagger';
import { ReportWeekDto } from './report-week.dto.js';
import { TaxFiguresDto } from './tax-figures.dto.js';

/** One week's sales tax collected (the part of the week within the range). */
export class TaxWeekDto extends IntersectionType(ReportWeekDto, TaxFiguresDto) {}
