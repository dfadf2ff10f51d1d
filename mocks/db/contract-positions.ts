import type { ContractTemplateRow, SignPositionKind, SignPositionRow } from './contracts';

const MARK_NAMES: Record<Exclude<SignPositionKind, 'field'>, string> = {
  seal: '公司印章',
  signature: '客户签名',
  date: '签署日期',
  riding_seal: '骑缝章',
};

/** What a refusal calls a mark: its field's name for a fill-in field. */
const markName = (p: SignPositionRow) =>
  p.kind === 'field' ? (p.field_name ?? '填写字段') : MARK_NAMES[p.kind];

// Fractions the console rounds to four decimals (0.01 %): a sum may be off by a float's last bit.
const EPS = 1e-9;

/** Where a riding seal is said to be: its page is ignored (it is on every page). */
const where = (p: SignPositionRow) => (p.kind === 'riding_seal' ? '' : `第${p.page}页的`);

/**
 * Why these positions cannot be the template's (the first fault, naming the mark), or null. The contract check
 * has already held each number to 0..1 and each page to 1 or more.
 */
export function positionsFault(
  template: Pick<ContractTemplateRow, 'page_count' | 'fields'>,
  positions: readonly SignPositionRow[],
): string | null {
  const fields = new Set(template.fields.map((f) => f.name));
  for (const p of positions) {
    const name = `${where(p)}“${markName(p)}”`;
    if (p.kind !== 'riding_seal' && p.page > template.page_count)
      return `“${markName(p)}”在第${p.page}页，模板只有${template.page_count}页`;
    if (p.kind === 'field' && !fields.has(p.field_name ?? '')) return `${name}不是模板的填写字段`;
    if (p.width <= 0 || p.height <= 0) return `${name}的宽和高须大于0`;
    if (p.x + p.width > 1 + EPS || p.y + p.height > 1 + EPS) return `${name}超出页面`;
  }
  if (positions.filter((p) => p.kind === 'riding_seal').length > 1) return '骑缝章只能有一个';
  return null;
}

/** A saved position as the table keeps it: field_name only for a field. */
export const positionRow = (p: SignPositionRow): SignPositionRow => {
  const { kind, field_name, page, x, y, width, height } = p;
  return kind === 'field'
    ? { kind, field_name, page, x, y, width, height }
    : { kind, page, x, y, width, height };
};

/**
 * The positions that still fit a template whose PDF or fields changed: marks on pages beyond the new page
 * count go, and so do fields that are no longer the template's. A riding seal is on every page: it stays.
 */
export function positionsThatFit(
  positions: readonly SignPositionRow[],
  pageCount: number,
  fieldNames: readonly string[],
): SignPositionRow[] {
  return positions.filter(
    (p) =>
      (p.kind === 'riding_seal' || p.page <= pageCount) &&
      (p.kind !== 'field' || fieldNames.includes(p.field_name ?? '')),
  );
}
