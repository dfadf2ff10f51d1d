import { buildWorkbook, readSheet } from '@/components/data-table';

interface Row {
  name: string;
  phone: string;
  count: number;
}

describe('Excel export and import (exceljs)', () => {
  it('an exported sheet reads back with its headers, values and row numbers', async () => {
    const rows: Row[] = [
      { name: '张三', phone: '13800000001', count: 3 },
      { name: '李四', phone: '13800000002', count: 0 },
    ];
    const blob = await buildWorkbook<Row>(
      '客户',
      [
        { header: '客户名称', value: (r) => r.name },
        { header: '联系电话', value: (r) => r.phone },
        { header: '跟进次数', value: (r) => r.count },
      ],
      rows,
    );
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await readSheet(blob);
    expect(sheet.headers).toEqual(['客户名称', '联系电话', '跟进次数']);
    expect(sheet.rows).toEqual([
      { row: 2, values: { 客户名称: '张三', 联系电话: '13800000001', 跟进次数: '3' } },
      { row: 3, values: { 客户名称: '李四', 联系电话: '13800000002', 跟进次数: '0' } },
    ]);
  });

  it('blank rows are skipped but keep the numbering of the rows after them', async () => {
    const blob = await buildWorkbook<string[]>(
      's',
      [{ header: 'a', value: (r) => r[0] }],
      [['x'], [''], ['y']],
    );
    expect((await readSheet(blob)).rows).toEqual([
      { row: 2, values: { a: 'x' } },
      { row: 4, values: { a: 'y' } },
    ]);
  });

  it('texts a spreadsheet would run as formulas are written as text with an apostrophe, and import back as typed', async () => {
    const typed = [
      '=HYPERLINK("http://x.example","点我")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '=1+1',
      '-',
      'a=b',
      '-10.00',
      '+5%',
    ];
    const blob = await buildWorkbook<string>('s', [{ header: 'a', value: (r) => r }], typed);
    const { Workbook } = await import('exceljs');
    const workbook = new Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const cells = typed.map((_, i) => workbook.worksheets[0]!.getRow(i + 2).getCell(1));
    expect(cells.map((c) => c.formula)).toEqual(typed.map(() => undefined));
    expect(cells.map((c) => c.value)).toEqual([
      '\'=HYPERLINK("http://x.example","点我")',
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      "'=1+1",
      '-',
      'a=b',
      '-10.00',
      '+5%',
    ]);
    expect((await readSheet(blob)).rows.map((r) => r.values.a)).toEqual(typed);
  });

  it('numbers stay numbers', async () => {
    const blob = await buildWorkbook<number>('s', [{ header: 'n', value: (r) => r }], [-5, 3]);
    const { Workbook } = await import('exceljs');
    const workbook = new Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    expect([2, 3].map((r) => workbook.worksheets[0]!.getRow(r).getCell(1).value)).toEqual([-5, 3]);
  });
});
