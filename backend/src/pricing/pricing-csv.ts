/**
 * The CSV of the retail price matrix (RFC 4180: comma separated, double quotes, CRLF). One row per
 * device and service; devices and services are named by their stable public ids (slugs) so a file
 * exported from one database imports into another. An empty price means not available.
 */

export const CSV_COLUMNS = ['device_id', 'service_id', 'brand', 'model', 'service', 'price'] as const;

export interface CsvPriceRow {
  /** Line number in the file (1 is the header). */
  line: number;
  deviceSlug: string;
  serviceSlug: string;
  /** The price cell as written (trimmed; '' when empty). */
  price: string;
}

/** Quotes a field when needed and defuses spreadsheet formulas (a leading = + - @ tab or CR). */
export function csvField(value: string): string {
  let v = value;
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function csvLine(fields: string[]): string {
  return fields.map(csvField).join(',') + '\r\n';
}

/** Splits CSV text into records of fields; throws on an unterminated quote. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (quoted) throw new CsvFormatError('The CSV has an unterminated quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export class CsvFormatError extends Error {}

/** Reads the price rows of an import: needs the columns device_id, service_id and price (any order). */
export function readPriceCsv(text: string): CsvPriceRow[] {
  const records = parseCsv(text);
  if (records.length === 0) throw new CsvFormatError('The CSV is empty');
  const header = records[0].map((h) => h.trim().toLowerCase());
  const col = (name: string): number => {
    const index = header.indexOf(name);
    if (index < 0) throw new CsvFormatError(`The CSV header needs a column named ${name}`);
    return index;
  };
  const [device, service, price] = [col('device_id'), col('service_id'), col('price')];
  const rows: CsvPriceRow[] = [];
  records.slice(1).forEach((record, index) => {
    if (record.every((f) => f.trim() === '')) return; // blank line
    rows.push({
      line: index + 2,
      deviceSlug: (record[device] ?? '').trim(),
      serviceSlug: (record[service] ?? '').trim(),
      price: (record[price] ?? '').trim().replace(/^\$/, ''),
    });
  });
  return rows;
}
