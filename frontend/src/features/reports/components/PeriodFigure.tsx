import type { ReactNode } from 'react';
import type { YAxis } from '@mui/x-charts/models';
import { shortDay, shortMonth } from '../reports';
import { REPORTS_TEXT } from '../text';
import { FigureSection, type FigureSectionProps } from './FigureSection';

/** One set of bars over the days or weeks: its legend, its value in a row, its stack. */
export interface PeriodSeries<T> {
  label: string;
  value: (row: T) => number | null;
  stack?: string;
  format?: (value: number | null) => string;
}

/** One column of the table after the day or week: its heading, its cell in a row, its total. */
export interface PeriodColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  total: ReactNode;
}

/** A row of a figure per day, per week (the Monday it starts) or per month (its first day): YYYY-MM-DD. */
type Period = { day: string } | { week: string } | { month: string };

export interface PeriodFigureProps<T extends Period> extends Pick<
  FigureSectionProps,
  'figure' | 'text' | 'range' | 'download' | 'controls'
> {
  /** A row a day or a week: the chart's bands, the table's rows (a day with its weekday). */
  rows: T[];
  /** The totals row's heading: 'Total' for sums, 'Whole range' for figures over the range. */
  totalLabel: string;
  series: PeriodSeries<T>[];
  yAxis: YAxis;
  /** The table's numeric columns, after the day or week. */
  columns: PeriodColumn<T>[];
  maxHeight?: number;
}

/** A figure over the days or weeks of the range: bars per period, and a table of a row per period and the totals. */
export function PeriodFigure<T extends Period>({
  rows,
  totalLabel,
  series,
  yAxis,
  columns,
  maxHeight,
  ...section
}: PeriodFigureProps<T>) {
  const period = (row: T) => ('day' in row ? row.day : 'week' in row ? row.week : row.month);
  const daily = rows.length > 0 && 'day' in rows[0];
  const monthly = rows.length > 0 && 'month' in rows[0];
  /** The period on the chart's axis, and in the table (a day with its weekday). */
  const label = (row: T, table = false) =>
    monthly ? shortMonth(period(row)) : shortDay(period(row), table && daily);
  return (
    <FigureSection
      {...section}
      chart={{
        dataset: rows.map((row) => ({
          period: label(row),
          ...Object.fromEntries(series.map((s, i) => [`s${i}`, s.value(row)])),
        })),
        xAxis: [{ scaleType: 'band', dataKey: 'period' }],
        yAxis: [yAxis],
        series: series.map((s, i) => ({
          dataKey: `s${i}`,
          label: s.label,
          stack: s.stack,
          valueFormatter: s.format,
        })),
      }}
      table={{
        maxHeight,
        columns: [
          { label: daily ? REPORTS_TEXT.day : monthly ? REPORTS_TEXT.month : REPORTS_TEXT.week },
          ...columns.map((c) => ({ label: c.label, numeric: true })),
        ],
        rows: rows.map((row) => ({
          key: period(row),
          cells: [label(row, true), ...columns.map((c) => c.cell(row))],
        })),
        footer: [totalLabel, ...columns.map((c) => c.total)],
      }}
    />
  );
}
