import type { QuoteApprovalDto } from '../../../api/staff';
import { percent, type ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { PeriodFigure } from './PeriodFigure';

const TEXT = REPORTS_TEXT.quotes;

/**
 * Per week: the quotes customers approved and declined (stacked) and those that expired
 * unanswered; the approval rate of the answered ones in the table, and over the whole range.
 */
export function QuoteApprovalFigure({ quotes, range }: { quotes: QuoteApprovalDto; range: ReportRange }) {
  return (
    <PeriodFigure
      figure="quote-approval"
      text={TEXT}
      range={range}
      rows={quotes.weeks}
      totalLabel={REPORTS_TEXT.wholeRange}
      yAxis={{ tickMinStep: 1, width: 'auto' }}
      series={[
        { label: TEXT.approved, value: (w) => w.approved, stack: 'answered' },
        { label: TEXT.declined, value: (w) => w.declined, stack: 'answered' },
        { label: TEXT.expired, value: (w) => w.expired },
      ]}
      columns={[
        // The rate first: the owner's number, in sight on a phone before the table scrolls.
        { label: TEXT.rate, cell: (w) => percent(w.approvalRate), total: percent(quotes.approvalRate) },
        { label: TEXT.approved, cell: (w) => w.approved, total: quotes.approved },
        { label: TEXT.declined, cell: (w) => w.declined, total: quotes.declined },
        { label: TEXT.expired, cell: (w) => w.expired, total: quotes.expired },
      ]}
    />
  );
}
