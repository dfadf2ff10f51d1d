/**
 * @jest-environment node
 */
import { db } from '@mocks/db/db';
import { REVIEW_MS, REVIEW_REFUSAL, usableNumbersOf } from '@mocks/db/explicit-numbers';
import { staffIdOf } from '@mocks/db/staff';
import { idCardCheckChar, isValidIdCardNumber } from '@/lib/id-card-number';
import { callBackend as call, type Answer } from '@tests/support/backend-call';
import { expectContractAnswer } from '@tests/support/contract';

const ID = '11010519491231002X'; // the standard's own example
const PICTURE = 'data:image/svg+xml,front';
const form = (fields: Record<string, unknown> = {}) => ({
  phone: '13912345678',
  owner_name: '张三',
  id_card_no: ID,
  id_card_front: PICTURE,
  id_card_back: PICTURE,
  staff_id: 1,
  ...fields,
});

/** Lets the demo review decide what was submitted before now. */
const afterReview = () => {
  const real = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(real + REVIEW_MS + 1);
};
afterEach(() => jest.restoreAllMocks());

async function upload(file: Blob | undefined, side = 'front', name = 'card.jpg'): Promise<Answer> {
  const body = new FormData();
  if (file) body.append('file', file, name);
  body.append('side', side);
  const url = `http://localhost:8080/api/explicitNumbers/uploadIdCard?api_token=${db.createSession('admin').token}`;
  const res = await fetch(url, { method: 'POST', body });
  const answer = (await res.json()) as Answer;
  await expectContractAnswer('/api/explicitNumbers/uploadIdCard', res.status, answer);
  return answer;
}

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a];

describe('id number check (ISO 7064 MOD 11-2)', () => {
  it('accepts the check character of the standard and refuses any other, or an impossible birth date', () => {
    expect(idCardCheckChar(ID.slice(0, 17))).toBe('X');
    expect(isValidIdCardNumber(ID)).toBe(true);
    expect(isValidIdCardNumber(ID.toLowerCase())).toBe(true);
    expect(isValidIdCardNumber(`${ID.slice(0, 17)}1`)).toBe(false);
    const feb30 = '1101051949023000';
    expect(isValidIdCardNumber(feb30 + '1' + idCardCheckChar(feb30 + '1'))).toBe(false);
    expect(isValidIdCardNumber('1101051949123100')).toBe(false);
  });
});

describe('demo explicit numbers backend', () => {
  it('seeds the demo users’ numbers, approved and enabled, and lists them with the id number masked', async () => {
    const { data } = await call('/api/explicitNumbers/list', { limit: 50 });
    const admin = data.data.filter((r: { staff_id: number }) => r.staff_id === staffIdOf('admin'));
    expect(admin).toHaveLength(2);
    admin.forEach((r: Record<string, unknown>) =>
      expect(r).toMatchObject({
        status: 1,
        status_name: '启用',
        audit_status: 1,
        audit_status_name: '已通过',
      }),
    );
    expect(admin[0].id_card_no).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
    expect(admin[0].staff_name).toBe(db.findUser('admin')!.linkman);
    expect(data.data.find((r: { audit_status: number }) => r.audit_status === 2)).toMatchObject({
      audit_status_name: '已驳回',
      audit_remark: REVIEW_REFUSAL,
    });
    expect(usableNumbersOf('agent')).toHaveLength(2);
  });

  it('filters by keyword, status, staff and review state', async () => {
    const all = (await call('/api/explicitNumbers/list', { limit: 50 })).data.data;
    const one = all[0];
    const byPhone = await call('/api/explicitNumbers/list', { keyword: one.phone });
    expect(byPhone.data.data.map((r: { id: number }) => r.id)).toEqual([one.id]);
    const disabled = (await call('/api/explicitNumbers/list', { status: 0 })).data.data;
    expect(disabled.length).toBeGreaterThan(0);
    disabled.forEach((r: { status: number }) => expect(r.status).toBe(0));
    const agent = (await call('/api/explicitNumbers/list', { staff_id: 2 })).data.data;
    expect(agent.map((r: { staff_id: number }) => r.staff_id)).toEqual([2, 2]);
    const refused = (await call('/api/explicitNumbers/list', { audit_status: 2 })).data;
    expect(refused.total).toBe(1);
  });

  it('names the fields in Chinese and refuses a bad id number, a registered phone and an unknown staff member', async () => {
    expect(await call('/api/explicitNumbers/add', form({ phone: '' }))).toMatchObject({
      code: 422,
      msg: '请输入手机号码',
    });
    expect((await call('/api/explicitNumbers/add', form({ phone: '2391234567' }))).msg).toBe(
      '手机号码格式不正确',
    );
    expect((await call('/api/explicitNumbers/add', form({ owner_name: '' }))).msg).toBe('请输入机主姓名');
    expect((await call('/api/explicitNumbers/add', form({ id_card_front: '' }))).msg).toBe(
      '请上传身份证正面',
    );
    expect((await call('/api/explicitNumbers/add', form({ id_card_back: '' }))).msg).toBe('请上传身份证反面');
    expect((await call('/api/explicitNumbers/add', form({ staff_id: '' }))).msg).toBe('请选择使用员工');
    const badCheck = await call('/api/explicitNumbers/add', form({ id_card_no: `${ID.slice(0, 17)}1` }));
    expect(badCheck).toMatchObject({
      code: 422,
      msg: '身份证号码不正确',
      data: { errors: { id_card_no: '身份证号码不正确' } },
    });
    expect((await call('/api/explicitNumbers/add', form({ id_card_no: '1234' }))).msg).toBe(
      '身份证号码不正确',
    );
    const taken = usableNumbersOf('agent')[0]!.phone;
    const dup = await call('/api/explicitNumbers/add', form({ phone: taken }));
    expect(dup).toMatchObject({ code: 1002, msg: `手机号码${taken}已登记` });
    expect(await call('/api/explicitNumbers/add', form({ staff_id: 999 }))).toMatchObject({
      code: 422,
      msg: '使用员工不存在',
    });
  });

  it('a new number waits for review, disabled; it cannot be enabled before it is approved', async () => {
    const added = await call('/api/explicitNumbers/add', form());
    expect(added).toMatchObject({
      code: 0,
      data: { status: 0, audit_status: 0, audit_status_name: '审核中', id_card_no: '1101**********002X' },
    });
    const id = added.data.id;
    expect(await call('/api/explicitNumbers/enable', { id })).toMatchObject({
      code: 422,
      msg: '号码审核中，审核通过后才能启用',
    });
    afterReview();
    const listed = (await call('/api/explicitNumbers/list', { keyword: '13912345678' })).data.data[0];
    expect(listed).toMatchObject({ audit_status: 1, audit_status_name: '已通过', status: 0 });
    expect(usableNumbersOf('admin').map((n) => n.phone)).not.toContain('13912345678');
    expect(await call('/api/explicitNumbers/enable', { id })).toMatchObject({ code: 0, msg: '启用成功' });
    expect(usableNumbersOf('admin')).toContainEqual({ id, phone: '13912345678' });
    const options = await call('/api/home/explicitNumberOptions');
    expect(options.data).toContainEqual({ id, phone: '13912345678' });
    const info = await call('/api/user/info');
    expect(info.data.user.explicit_numbers).toContainEqual({ id, phone: '13912345678' });
    expect(await call('/api/explicitNumbers/disable', { id })).toMatchObject({ code: 0, msg: '停用成功' });
    expect((await call('/api/home/explicitNumberOptions')).data).not.toContainEqual({
      id,
      phone: '13912345678',
    });
  });

  it('the demo review refuses a holder name not in Chinese characters, with its reason; it cannot be enabled', async () => {
    const { data } = await call('/api/explicitNumbers/add', form({ owner_name: 'Zhang San' }));
    afterReview();
    const listed = (await call('/api/explicitNumbers/list', { keyword: 'Zhang' })).data.data[0];
    expect(listed).toMatchObject({
      id: data.id,
      audit_status: 2,
      audit_status_name: '已驳回',
      audit_remark: REVIEW_REFUSAL,
    });
    expect(await call('/api/explicitNumbers/enable', { id: data.id })).toMatchObject({
      code: 422,
      msg: '号码审核未通过，不能启用',
    });
  });

  it('an edit of the real-name fields goes back to review and out of the dropdown; a remark or staff change does not', async () => {
    const [first] = usableNumbersOf('agent');
    const row = (await call('/api/explicitNumbers/list', { keyword: first!.phone })).data.data[0];
    const keep = { ...row, id_card_no: '' };
    const remark = await call('/api/explicitNumbers/update', { ...keep, remark: '白天使用' });
    expect(remark.data).toMatchObject({ remark: '白天使用', status: 1, audit_status: 1 });
    const renamed = await call('/api/explicitNumbers/update', { ...keep, owner_name: '王五' });
    expect(renamed.data).toMatchObject({ owner_name: '王五', status: 0, audit_status: 0 });
    expect(renamed.data.id_card_no).toBe(row.id_card_no);
    expect(usableNumbersOf('agent').map((n) => n.id)).not.toContain(first!.id);
    expect((await call('/api/explicitNumbers/update', { ...keep, id: 999 })).msg).toBe('外显号码不存在');
  });

  it('deletes a number, which leaves the call-type options and can no longer be called from', async () => {
    const [first] = usableNumbersOf('admin');
    expect(await call('/api/explicitNumbers/delete', { id: first!.id })).toMatchObject({
      code: 0,
      msg: '删除成功',
    });
    expect((await call('/api/home/explicitNumberOptions')).data).not.toContainEqual(first);
    const placed = await call('/api/home/call', {
      phone: '13800001238',
      uuid: 'u-1',
      call_type: 'explicit',
      explicit_number_id: first!.id,
    });
    expect(placed).toMatchObject({ code: 1, msg: '外显号码不存在' });
    expect((await call('/api/explicitNumbers/enable', { id: first!.id })).msg).toBe('外显号码不存在');
  });

  it('takes a JPEG or PNG id card picture of at most 10 MB, checking its type and its first bytes', async () => {
    const jpeg = await upload(new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), 'front', '正面.jpg');
    expect(jpeg).toMatchObject({ code: 0 });
    expect(jpeg.data.url).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(jpeg.data.url)).toContain('正面.jpg');
    expect((await upload(new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'back')).code).toBe(0);
    const gif = await upload(new Blob(['GIF89a'], { type: 'image/gif' }));
    expect(gif).toMatchObject({ code: 422, msg: '只能上传JPEG或PNG格式的图片' });
    const disguised = await upload(new Blob(['not a picture'], { type: 'image/jpeg' }));
    expect(disguised.msg).toBe('只能上传JPEG或PNG格式的图片');
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(JPEG);
    expect(await upload(new Blob([big], { type: 'image/jpeg' }))).toMatchObject({
      code: 422,
      msg: '图片不能超过10MB',
    });
    expect((await upload(undefined)).msg).toBe('请选择身份证图片');
    expect((await upload(new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), 'side')).code).toBe(422);
  });
});
