import { LocalDateQuery } from '../../common/openapi/local-date-query.js';

/** Which shop day's receipts: today when absent. */
export class ReceiptsDayQueryDto {
  @LocalDateQuery('The shop day (today when absent)', '2026-03-03')
  day?: string;
}
