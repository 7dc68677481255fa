import { NAME_MAX_LENGTH } from '../catalogue/catalogue-admin.rules.js';
import { readDollars } from '../common/money/money.js';
import { CsvFormatError, parseCsv } from '../common/csv/csv.js';
import { MAX_STOCK_STEP, MAX_UNIT_COST_DOLLARS, PART_TEXT_MAX_LENGTH } from './dto/part-fields.js';

/** A part as a line of the import gives it (null: a column left out or an empty reorder level). */
export interface CsvPart {
  line: number;
  name: string;
  /** The device model's name as the CSV gives it (the import finds it in the catalogue). */
  deviceModel: string | null | undefined;
  partType: string | null | undefined;
  supplier: string | null | undefined;
  unitPriceCents: number;
  reorderLevel: number | undefined;
}

const TEXT_COLUMNS = { device_model: 'deviceModel', part_type: 'partType', supplier: 'supplier' } as const;

/**
 * Reads the parts of an import: name and unit_cost required, device_model, part_type, supplier and
 * reorder_level optional (a column left out leaves the field as it is). Throws CsvFormatError
 * naming the first bad line.
 */
export function readPartsCsv(text: string): CsvPart[] {
  const records = parseCsv(text);
  if (records.length === 0) throw new CsvFormatError('The CSV is empty');
  const header = records[0].map((h) => h.trim().toLowerCase());
  const col = (name: string, required: boolean): number => {
    const index = header.indexOf(name);
    if (index < 0 && required) throw new CsvFormatError(`The CSV header needs a column named ${name}`);
    return index;
  };
  const name = col('name', true);
  const cost = col('unit_cost', true);
  const reorder = col('reorder_level', false);
  const texts = Object.entries(TEXT_COLUMNS).map(([column, field]) => ({ index: col(column, false), field }));
  const seen = new Set<string>();
  const parts: CsvPart[] = [];
  records.slice(1).forEach((record, i) => {
    const line = i + 2;
    if (record.every((f) => f.trim() === '')) return;
    const bad = (why: string) => new CsvFormatError(`Line ${line}: ${why}`);
    const partName = (record[name] ?? '').trim();
    if (!partName) throw bad('the name is empty');
    if (partName.length > NAME_MAX_LENGTH) throw bad(`the name is longer than ${NAME_MAX_LENGTH} characters`);
    if (seen.has(partName.toLowerCase())) throw bad(`${partName} is on an earlier line too`);
    seen.add(partName.toLowerCase());
    const dollars = (record[cost] ?? '').trim().replace(/^\$/, '');
    const cents = readDollars(dollars === '' ? NaN : Number(dollars), MAX_UNIT_COST_DOLLARS);
    if ('error' in cents) throw bad(cents.error.replace('the price', 'the unit cost'));
    let reorderLevel: number | undefined;
    const level = reorder >= 0 ? (record[reorder] ?? '').trim() : '';
    if (level !== '') {
      if (!/^\d+$/.test(level) || Number(level) > MAX_STOCK_STEP)
        throw bad(`the reorder level must be a whole number from 0 to ${MAX_STOCK_STEP}`);
      reorderLevel = Number(level);
    }
    const part: CsvPart = {
      line,
      name: partName,
      deviceModel: undefined,
      partType: undefined,
      supplier: undefined,
      unitPriceCents: cents.cents,
      reorderLevel,
    };
    for (const { index, field } of texts) {
      if (index < 0) continue;
      const value = (record[index] ?? '').trim();
      if (value.length > PART_TEXT_MAX_LENGTH)
        throw bad(`${field} is longer than ${PART_TEXT_MAX_LENGTH} characters`);
      part[field] = value || null;
    }
    parts.push(part);
  });
  return parts;
}
