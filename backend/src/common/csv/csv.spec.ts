import { csvLine, CsvFormatError, parseCsv, readCsvTable } from './csv.js';

describe('csvLine', () => {
  it('ends a record with CRLF and quotes only the fields that need it', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\ronly', ''])).toBe(
      'plain,"a,b","say ""hi""","two\nlines","cr\ronly",\r\n',
    );
  });

  it('defuses spreadsheet formulas: a leading = + - @ tab or CR gets a quote mark', () => {
    expect(csvLine(['=SUM(A1)', '+1', '-2+3', '-cmd', '@cmd', '\tx', '9.99', 'a=b'])).toBe(
      "'=SUM(A1),'+1,'-2+3,'-cmd,'@cmd,'\tx,9.99,a=b\r\n",
    );
    expect(csvLine(['=HYPERLINK("x")'])).toBe(`"'=HYPERLINK(""x"")"\r\n`);
  });

  it('leaves a plain negative number as it is (a refund, a till short): nothing in it runs', () => {
    expect(csvLine(['-5.00', '-2', '-0.50', '-1e3', '-'])).toBe("-5.00,-2,-0.50,'-1e3,'-\r\n");
  });
});

describe('parseCsv', () => {
  it('reads quoted fields, a BOM, and CRLF, LF and CR alike', () => {
    expect(parseCsv('\uFEFFa,"b,c"\r\n"say ""hi""",x\ny,"two\r\nlines"\rz')).toEqual([
      ['a', 'b,c'],
      ['say "hi"', 'x'],
      ['y', 'two\r\nlines'],
      ['z'],
    ]);
  });

  it('keeps a quote inside an unquoted field and a blank line as one empty field', () => {
    expect(parseCsv('6" screen,1\n\nlast')).toEqual([['6" screen', '1'], [''], ['last']]);
  });

  it('refuses an unterminated quoted field', () => {
    expect(() => parseCsv('a,"open\nb')).toThrow(
      new CsvFormatError('The CSV has an unterminated quoted field'),
    );
  });
});

describe('readCsvTable', () => {
  it('finds columns in any order and case, numbers lines from the header, skips blank lines', () => {
    const table = readCsvTable(' Price ,Name\r\n1,a\r\n , \r\n2,b\r\n');
    expect([table.column('name'), table.column('price'), table.column('notes', false)]).toEqual([1, 0, -1]);
    expect(table.rows).toEqual([
      { line: 2, fields: ['1', 'a'] },
      { line: 4, fields: ['2', 'b'] },
    ]);
  });

  it('names what is missing', () => {
    expect(() => readCsvTable('')).toThrow('The CSV is empty');
    expect(() => readCsvTable('name\r\n').column('price')).toThrow(
      'The CSV header needs a column named price',
    );
  });
});
