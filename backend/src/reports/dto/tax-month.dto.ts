import { IntersectionType } from '@nestjs/swagger';
import { ReportMonthDto } from './report-month.dto.js';
import { TaxFiguresDto } from './tax-figures.dto.js';

/** One calendar month's sales tax collected (the part of the month within the range). */
export class TaxMonthDto extends IntersectionType(ReportMonthDto, TaxFiguresDto) {}
