import { i18n } from '@/i18n';
import '@/i18n/signed-in';
import { assistantLimits } from '@/api/generated/assistant.limits.gen';
import { contractsLimits } from '@/api/generated/contracts.limits.gen';
import { crmLimits } from '@/api/generated/crm.limits.gen';
import { explicitNumbersLimits } from '@/api/generated/explicit-numbers.limits.gen';
import { extensionsLimits } from '@/api/generated/extensions.limits.gen';
import { mallLimits } from '@/api/generated/mall.limits.gen';
import { ordersLimits } from '@/api/generated/orders.limits.gen';
import { productsLimits } from '@/api/generated/products.limits.gen';
import { qualityLimits } from '@/api/generated/quality.limits.gen';
import { robotLimits } from '@/api/generated/robot.limits.gen';
import { staffLimits } from '@/api/generated/staff.limits.gen';
import { systemLimits } from '@/api/generated/system.limits.gen';
import { enumViews, type EnumDef } from '@/components/data-table';
import { LABEL_STATUS } from '@/features/assistant-library/enums';
import { EXTENSION_BOUND } from '@/features/calls/enums';
import { ARCHIVED, CONTRACT_STATUS, FIELD_TYPE, TEMPLATE_STATUS } from '@/features/contracts/enums';
import { CUSTOMER_SOURCE, PRODUCT_STATUS } from '@/features/crm/enums';
import { MALL_PRODUCT_STATUS } from '@/features/mall/enums';
import { STAFF_STATUS } from '@/features/org/enums';
import { PROJECT_STATUS, RESULT_PASSED, REVIEW_STATUS, RULE_STATUS } from '@/features/quality/enums';
import { CALL_OUTCOME } from '@/features/robot/call-records/enums';
import { LOGIN_RESULT, NUMBER_AUDIT, NUMBER_STATUS } from '@/features/system/enums';
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
    ['contract archived', ARCHIVED, contractsLimits.contractList.archived.enum],
    ['template status', TEMPLATE_STATUS, contractsLimits.contractTemplateList.status.enum],
    ['template field type', FIELD_TYPE, contractsLimits.contractTemplateAdd.fields.items.fields.type.enum],
    ['quality rule status', RULE_STATUS, qualityLimits.qualityRuleList.status.enum],
    ['quality verdict', RESULT_PASSED, qualityLimits.qualityResultList.passed.enum],
    ['quality review status', REVIEW_STATUS, qualityLimits.qualityResultList.review_status.enum],
    ['quality project status', PROJECT_STATUS, qualityLimits.qualityProjectList.status.enum],
    ['staff status', STAFF_STATUS, staffLimits.staffList.status.enum],
    ['assistant label status', LABEL_STATUS, assistantLimits.assistantLabelList.status.enum],
    ['mall product status', MALL_PRODUCT_STATUS, mallLimits.mallProductList.status.enum],
    ['crm product status', PRODUCT_STATUS, productsLimits.productList.status.enum],
    ['customer source', CUSTOMER_SOURCE, crmLimits.customerList.source.enum],
    ['extension bound', EXTENSION_BOUND, extensionsLimits.extensionList.bound.enum],
    ['sign-in result', LOGIN_RESULT, systemLimits.loginLogList.result.enum],
    ['explicit number review', NUMBER_AUDIT, explicitNumbersLimits.explicitNumberList.audit_status.enum],
    ['explicit number status', NUMBER_STATUS, explicitNumbersLimits.explicitNumberList.status.enum],
    ['robot call outcome', CALL_OUTCOME, robotLimits.robotCallRecordList.outcome.enum],
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

  it('says the same labels as the screens said before their enums moved here', () => {
    const labels = <V extends string | number, N extends FlatNamespace>(def: EnumDef<V, N>) =>
      views(def).options.map((o) => o.label);
    expect(labels(RULE_STATUS)).toEqual(['停用', '启用']);
    expect(labels(RESULT_PASSED)).toEqual(['不合格', '合格']);
    expect(labels(REVIEW_STATUS)).toEqual(['待复核', '已复核']);
    expect(labels(PROJECT_STATUS)).toEqual(['未开始', '进行中', '已完成', '已停止']);
    expect(labels(STAFF_STATUS)).toEqual(['停用', '启用']);
    expect(labels(MALL_PRODUCT_STATUS)).toEqual(['下架', '上架']);
    expect(labels(PRODUCT_STATUS)).toEqual(['下架', '上架']);
    expect(labels(TEMPLATE_STATUS)).toEqual(['停用', '启用']);
    expect(labels(ARCHIVED)).toEqual(['未归档', '已归档']);
    expect(labels(EXTENSION_BOUND)).toEqual(['未绑定', '已绑定']);
    expect(labels(FIELD_TYPE)).toEqual(['文本', '日期', '金额', '手机号']);
    // the product list draws its status as a badge, as its cell has no render of its own
    expect(views(PRODUCT_STATUS).valueEnum).toEqual({
      0: { text: '下架', status: 'Default' },
      1: { text: '上架', status: 'Success' },
    });
  });
});
