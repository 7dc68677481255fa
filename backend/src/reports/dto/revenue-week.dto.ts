import { IntersectionType } from '@nestjs/swagger';
import { ReportWeekDto } from './report-week.dto.js';
import { RevenueFiguresDto } from './revenue-figures.dto.js';

/** One week of the shop's revenue (the part of it within the range), as charges on pickups and as money received. */
export class RevenueWeekDto extends IntersectionType(ReportWeekDto, RevenueFiguresDto) {}
