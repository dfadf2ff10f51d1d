import { positionRow, positionsFault } from '../db/contract-positions';
import { contractTemplateTable, type SignPositionRow } from '../db/contracts';
import { notFound } from '../kit/not-found';
import { now } from '../kit/time';
import { presentTemplate } from '../db/contract-template-present';
import { authed, fail, ok } from '../kit/http';

const TEXTS = {
  sign_positions: {
    label: '签署位置',
    max: '签署位置最多100个',
    fields: {
      kind: { label: '位置类型', invalid: '位置类型只能是公司印章、客户签名、签署日期、填写字段或骑缝章' },
      field_name: { label: '字段名称', max: '字段名称不能超过20个字符' },
      page: { label: '页码', invalid: '页码须为大于0的整数' },
      x: { label: 'X', invalid: 'X须在0至100%之间' },
      y: { label: 'Y', invalid: 'Y须在0至100%之间' },
      width: { label: '宽', invalid: '宽须在0至100%之间' },
      height: { label: '高', invalid: '高须在0至100%之间' },
    },
  },
};

/** /contract/contractPosition: where the marks go on a template's pages, saved all at once. */
export const contractPositionHandlers = [
  authed(
    'contracts/template/positions/save',
    ({ body }) => {
      const template = contractTemplateTable.get(Number(body.id));
      if (!template) return notFound('合同模板');
      const positions = (body.sign_positions as SignPositionRow[]).map(positionRow);
      const fault = positionsFault(template, positions);
      if (fault) return fail(422, fault, { sign_positions: fault });
      const saved = contractTemplateTable.update(template.id, {
        sign_positions: positions,
        updated_at: now(),
      })!;
      return ok(presentTemplate(saved), '保存成功');
    },
    TEXTS,
  ),
];
