import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * CSV as the back office writes and reads it (RFC 4180: comma separated, double quotes, CRLF), on
 * the csv project's parser and stringifier: every export (price matrix, report figures) and every
 * import (prices, parts) goes through here.
 */

/** A CSV that cannot be read; its message says why (the 400 of an import names it). */
export class CsvFormatError extends Error {}

/** A field a spreadsheet would run as a formula: it starts with = + - @ tab or CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number, negative included ('-12.50'): a spreadsheet reads it as that number, nothing runs. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One record as a line of CSV, CRLF ended: a field is quoted when it holds a quote, a comma or a
 * line break, and a spreadsheet formula is defused (a field starting with = + - @ tab or CR gets a
 * leading '), except a plain number such as a refund's -5.00.
 */
export function csvLine(fields: string[]): string {
  const safe = fields.map((f) => (FORMULA_START.test(f) && !PLAIN_NUMBER.test(f) ? `'${f}` : f));
  // A lone CR or LF ends a record for many readers (and for parseCsv): quoted too.
  return stringify([safe], { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

/**
 * Splits CSV text into records of fields, as written (no trimming): a leading BOM is dropped, CRLF,
 * LF and CR all end a record, a quote inside an unquoted field is kept, a blank line is a record of
 * one empty field. Throws CsvFormatError on an unterminated quoted field.
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new CsvFormatError(
      error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'The CSV has an unterminated quoted field'
        : `The CSV cannot be read: ${error.message}`,
    );
  }
}

/** The records of an import after its header row. */
export interface CsvTable {
  /**
   * The index of a header column, matched trimmed and in any case; -1 for a missing optional one.
   * A missing required column throws CsvFormatError naming it.
   */
  column(name: string, required?: boolean): number;
  /** The records after the header, blank lines left out, each with its line (the header is line 1). */
  rows: { line: number; fields: string[] }[];
}

/** Reads an import: a header row naming the columns (in any order), then the records. */
export function readCsvTable(text: string): CsvTable {
  const records = parseCsv(text);
  if (records.length === 0) throw new CsvFormatError('The CSV is empty');
  const header = records[0].map((h) => h.trim().toLowerCase());
  return {
    column(name, required = true) {
      const index = header.indexOf(name);
      if (index < 0 && required) throw new CsvFormatError(`The CSV header needs a column named ${name}`);
      return index;
    },
    rows: records
      .slice(1)
      .map((fields, index) => ({ line: index + 2, fields }))
      .filter((row) => !row.fields.every((f) => f.trim() === '')),
  };
}
