/**
 * @jest-environment node
 */
import { contractTable, contractTemplateTable, type TemplateField } from '@mocks/db/contracts';
import { crmDb } from '@mocks/db/crm';
import { formatTime } from '@mocks/kit/time';
import { callBackend as call, type Answer } from '@tests/support/backend-call';

// Issue 45: 甲方 is the company that issues and seals the contract, 乙方 the customer who signs it. A template
// field named for a party holds that party's name or phone, whatever the issuer typed into it.

const COMPANY = '星河智能科技有限公司';
const later = (days: number) => formatTime(Date.now() + days * 24 * 60 * 60 * 1000);
const customer = () => crmDb.seedCustomers().find((c) => /^1\d{10}$/.test(c.phone))!;

/** A value of the field's type that names neither party. */
const TYPED: Record<TemplateField['type'], string> = {
  text: '某某有限公司',
  date: '2026-12-01',
  amount: '880000',
  phone: '13900000000',
};

type FieldValue = { name: string; value: string };
const valueOf = (fields: FieldValue[], name: string) => fields.find((f) => f.name === name)?.value;

/** What a contract's party fields must say, by the header it shows. */
function expectPartiesAgree(
  fields: FieldValue[],
  header: { company_name: string; customer_name: string; customer_phone: string },
) {
  const byName = (name: string) => valueOf(fields, name);
  if (byName('甲方名称') !== undefined) expect(byName('甲方名称')).toBe(header.company_name);
  if (byName('乙方名称') !== undefined) expect(byName('乙方名称')).toBe(header.customer_name);
  if (byName('乙方联系电话') !== undefined) expect(byName('乙方联系电话')).toBe(header.customer_phone);
}

it('the company named in the contract settings is 甲方', async () => {
  expect((await call('/api/contracts/settings/get')).data.company_name).toBe(COMPANY);
});

it('the seeded 销售合同 names the company as 甲方 and the customer’s phone, as its header does', () => {
  const fields = contractTemplateTable.get(1)!.fields.map((f) => f.name);
  expect(fields).toEqual(['甲方名称', '合同金额', '签订日期', '乙方联系电话']);
});

/** The seed's templates (mocks/db/contracts.ts). */
const SEEDED = [
  ['销售合同', 1],
  ['服务协议', 2],
  ['保密协议', 3],
  ['代理协议', 4],
] as const;

it('seeds these templates', () => {
  expect(contractTemplateTable.all().map((t) => [t.name, t.id])).toEqual(SEEDED);
});

it.each(SEEDED)(
  'a contract issued from the seeded template %s: its party fields are the parties’, whatever was typed',
  async (_name, id) => {
    contractTemplateTable.update(id, { status: 1 });
    const template = contractTemplateTable.get(id)!;
    const c = customer();
    const typed = Object.fromEntries(template.fields.map((f) => [f.name, TYPED[f.type]]));
    const sent: Answer = await call('/api/contracts/send', {
      contract_name: `${template.name}测试`,
      customer_id: c.id,
      customer_name: c.name,
      customer_phone: c.phone,
      contract_end_time: later(7),
      contract_file: template.file_url,
      ct_id: id,
      seal_sign: 0,
      remark: '',
      field_values: typed,
    });
    expect(sent).toMatchObject({ code: 0 });
    const fields = sent.data.field_values as FieldValue[];
    expect(fields.map((f) => f.name)).toEqual(template.fields.map((f) => f.name));
    expectPartiesAgree(fields, { company_name: COMPANY, customer_name: c.name, customer_phone: c.phone });
    // the other fields keep what the issuer typed
    for (const f of template.fields.filter((f) => !['甲方名称', '乙方名称', '乙方联系电话'].includes(f.name)))
      expect(valueOf(fields, f.name)).toBe(TYPED[f.type]);
  },
);

it('every seeded contract on a template: its party fields agree with its header, in the console and on its signing page', async () => {
  const onTemplates = contractTable.list((c) => c.ct_id !== null);
  // 销售合同 ×3 and 服务协议 ×1 (contracts-seed.ts)
  expect(onTemplates.map((c) => c.ct_id)).toEqual([1, 1, 1, 2]);
  for (const row of onTemplates) {
    const detail = (await call('/api/contracts/detail', { id: row.id })).data;
    expectPartiesAgree(detail.field_values, { ...detail, company_name: COMPANY });
    if (!row.sign_token) continue;
    const signing = (await call('/api/contracts/sign/info', { token: row.sign_token })).data;
    // the customer's page masks the phone in the header and in the fields alike
    expect(signing.customer_phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expectPartiesAgree(signing.field_values, signing);
  }
  const first = contractTable.list((c) => c.ct_id === 1)[0]!;
  expect(first.field_values).toMatchObject({ 甲方名称: COMPANY, 乙方联系电话: first.customer_phone });
});
