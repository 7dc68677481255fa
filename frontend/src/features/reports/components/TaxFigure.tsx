import { useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TaxDayDto, TaxMonthDto, TaxWeekDto } from '../../../api/staff';
import { chartDollars, dollars, moneyTick, sumCents, type ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { CountedSum } from './CountedSum';
import { PeriodFigure } from './PeriodFigure';

const TEXT = REPORTS_TEXT.tax;
type Unit = keyof typeof TEXT.unit;
type TaxRow = TaxDayDto | TaxWeekDto | TaxMonthDto;

const FIGURE = { day: 'tax-per-day', week: 'tax-per-week', month: 'tax-per-month' } as const;

/**
 * The sales tax collected over the range, by day, week or month (the owner's choice, a week at
 * first): the receipts' tax lines less the credit notes', a bar per period, its table and its CSV.
 */
export function TaxFigure({
  days,
  weeks,
  months,
  range,
}: {
  days: TaxDayDto[];
  weeks: TaxWeekDto[];
  months: TaxMonthDto[];
  range: ReportRange;
}) {
  const [unit, setUnit] = useState<Unit>('week');
  const rows: TaxRow[] = unit === 'day' ? days : unit === 'week' ? weeks : months;
  const total = (key: 'taxCents') => dollars(sumCents(rows.map((r) => r[key])));
  const count = (key: 'receipts' | 'creditNotes') => rows.reduce((n, r) => n + r[key], 0);
  return (
    <PeriodFigure<TaxRow>
      figure={FIGURE[unit]}
      text={TEXT}
      download={TEXT.download[unit]}
      range={range}
      rows={rows}
      totalLabel={REPORTS_TEXT.total}
      maxHeight={unit === 'day' ? 320 : undefined}
      controls={
        <ToggleButtonGroup
          exclusive
          size="small"
          value={unit}
          onChange={(_, next: Unit | null) => next && setUnit(next)}
          aria-label={TEXT.by}
          sx={{ mt: 1 }}
        >
          {(Object.keys(TEXT.unit) as Unit[]).map((u) => (
            <ToggleButton key={u} value={u} sx={{ px: 2 }}>
              {TEXT.unit[u]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
      yAxis={{ width: 'auto', valueFormatter: (v: number) => moneyTick(v) }}
      series={[{ label: TEXT.tax, value: (r) => r.taxCents / 100, format: chartDollars }]}
      columns={[
        {
          label: TEXT.taxable,
          cell: (r) => (
            <CountedSum
              cents={r.taxableCents}
              count={REPORTS_TEXT.count(r.receipts, 'receipt', 'receipts')}
            />
          ),
          total: (
            <CountedSum
              cents={sumCents(rows.map((r) => r.taxableCents))}
              count={REPORTS_TEXT.count(count('receipts'), 'receipt', 'receipts')}
            />
          ),
        },
        { label: TEXT.tax, cell: (r) => dollars(r.taxCents), total: total('taxCents') },
        {
          label: TEXT.credited,
          // How many credit notes, where there are any.
          cell: (r) => (
            <CountedSum
              cents={r.creditNotesTaxCents}
              count={
                r.creditNotes ? REPORTS_TEXT.count(r.creditNotes, 'credit note', 'credit notes') : undefined
              }
            />
          ),
          total: (
            <CountedSum
              cents={sumCents(rows.map((r) => r.creditNotesTaxCents))}
              count={
                count('creditNotes')
                  ? REPORTS_TEXT.count(count('creditNotes'), 'credit note', 'credit notes')
                  : undefined
              }
            />
          ),
        },
      ]}
    />
  );
}
