import { isPartyField, partyValue, withPartyValues } from '@/domain/contracts/party-fields';

const parties = {
  company_name: '星河智能科技有限公司',
  customer_name: '王五',
  customer_phone: '13800000021',
};

describe('party fields of a contract template', () => {
  it('甲方名称 is the company’s, 乙方名称 and 乙方联系电话 the customer’s; other fields are nobody’s', () => {
    expect(partyValue('甲方名称', parties)).toBe('星河智能科技有限公司');
    expect(partyValue('乙方名称', parties)).toBe('王五');
    expect(partyValue('乙方联系电话', parties)).toBe('13800000021');
    expect(partyValue('合同金额', parties)).toBeUndefined();
    // names an object has of its own are no party's
    expect(isPartyField('constructor')).toBe(false);
    expect(partyValue('toString', parties)).toBeUndefined();
  });

  it('fills only the party fields the template has, over what was typed, and keeps the rest', () => {
    expect(withPartyValues(['甲方名称', '合同金额'], { 甲方名称: '王五', 合同金额: '100' }, parties)).toEqual(
      { 甲方名称: '星河智能科技有限公司', 合同金额: '100' },
    );
  });
});
