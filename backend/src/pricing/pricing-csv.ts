/**
 * The CSV of the retail price matrix (common/csv: RFC 4180). One row per device and service;
 * devices and services are named by their stable public ids (slugs) so a file exported from one
 * database imports into another. An empty price means not available.
 */
import { readCsvTable } from '../common/csv/csv.js';

export const CSV_COLUMNS = ['device_id', 'service_id', 'brand', 'model', 'service', 'price'] as const;

export interface CsvPriceRow {
  /** Line number in the file (1 is the header). */
  line: number;
  deviceSlug: string;
  serviceSlug: string;
  /** The price cell as written (trimmed; '' when empty). */
  price: string;
}

/** Reads the price rows of an import: needs the columns device_id, service_id and price (any order). */
export function readPriceCsv(text: string): CsvPriceRow[] {
  const table = readCsvTable(text);
  const [device, service, price] = [
    table.column('device_id'),
    table.column('service_id'),
    table.column('price'),
  ];
  return table.rows.map(({ line, fields }) => ({
    line,
    deviceSlug: (fields[device] ?? '').trim(),
    serviceSlug: (fields[service] ?? '').trim(),
    price: (fields[price] ?? '').trim().replace(/^\$/, ''),
  }));
}
