import { i18n } from '@/i18n';
import '@/i18n/signed-in';
import { contractsLimits } from '@/api/generated/contracts.limits.gen';
import { ordersLimits } from '@/api/generated/orders.limits.gen';
import { enumViews, type EnumDef } from '@/components/data-table';
import { CONTRACT_STATUS } from '@/features/contracts/enums';
import { AGEING, ORDER_STATUS, RECEIPT_STATUS } from '@/features/orders/enums';
import type { FlatNamespace, TFunction } from 'i18next';

const views = <V extends string | number, N extends FlatNamespace>(def: EnumDef<V, N>) =>
  enumViews(def, i18n.getFixedT('zh-CN', def.ns) as TFunction<N>);

describe("an enum column's choices are the contract's values, each with its label", () => {
  it.each([
    ['contract status', CONTRACT_STATUS, contractsLimits.contractList.status.enum],
    ['order status', ORDER_STATUS, ordersLimits.orderList.status.enum],
    ['plan ageing', AGEING, ordersLimits.orderPlanList.ageing.enum],
    ['receipt status', RECEIPT_STATUS, ordersLimits.orderReceiptList.status.enum],
  ] as const)('%s', (_name, def, contract) => {
    const { options, valueEnum } = views(def as EnumDef<string | number, FlatNamespace>);
    expect(options.map((o) => o.value)).toEqual([...contract]);
    expect(Object.keys(valueEnum)).toEqual(contract.map(String));
    // a value the locale lacks would show its key (status.8): every label is a Chinese text
    options.forEach((o) => expect(o.label).toMatch(/[\u4e00-\u9fff]/));
  });

  it('says the labels a user reads in the filter', () => {
    expect(views(CONTRACT_STATUS).options.map((o) => o.label)).toEqual([
      '草稿',
      '待审核',
      '已驳回',
      '待签署',
      '已签署',
      '已拒签',
      '已过期',
      '已撤回',
    ]);
  });
});
