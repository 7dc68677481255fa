import { LocalDateQuery } from '../../common/openapi/local-date-query.js';

/** The days a report covers, in shop time (both inclusive). */
export class ReportRangeQueryDto {
  @LocalDateQuery('First day, shop time (default: 27 days before to)')
  from?: string;

  @LocalDateQuery('Last day, inclusive, shop time (default today; at most 366 days after from)', '2026-03-29')
  to?: string;
}
