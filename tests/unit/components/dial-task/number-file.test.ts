import { readCsv } from '@/components/dial-task/number-file';

it('reads a CSV number file by its header, keeping each row’s number in the file and quoted commas', () => {
  const { headers, rows } = readCsv('\uFEFF号码,名称\r\n13800000001,"云杉, 杭州"\r\n\r\n13800000002,\r\n');
  expect(headers).toEqual(['号码', '名称']);
  expect(rows).toEqual([
    { row: 2, values: { 号码: '13800000001', 名称: '云杉, 杭州' } },
    { row: 4, values: { 号码: '13800000002', 名称: '' } },
  ]);
});
