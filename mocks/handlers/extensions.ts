import {
  callSettingsOf,
  extensionByNumber,
  extensionTable,
  holderOf,
  newSipPassword,
  saveCallSettings,
  simulatedState,
  syncExtensions,
  type ExtensionRow,
} from '../db/extensions';
import { staffTable } from '../db/staff';
import { notFound } from '../kit/not-found';
import { page } from '../kit/paging';
import { now } from '../kit/time';
import { DEMO_SIP_DOMAIN, DEMO_SIP_URL } from '../sip/address';
import { authed, fail, ok, type Ctx } from '../kit/http';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const refuseField = (field: string, msg: string) => fail(422, msg, { [field]: msg });

/** An extension as the contract's Extension. */
function present(row: ExtensionRow) {
  const holder = holderOf(row.number);
  return {
    id: row.id,
    number: row.number,
    remark: row.remark,
    staff_id: holder?.id ?? null,
    staff_name: holder?.linkman ?? null,
    state: simulatedState(row.number, holder),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Runs `then` with the extension the call names, or answers that it does not exist. */
function withExtension(ctx: Ctx, then: (row: ExtensionRow) => Response) {
  syncExtensions();
  const row = extensionTable.get(Number(ctx.body.id));
  return row ? then(row) : notFound('分机');
}

/** Why `number` cannot name an extension (other than `self`), or undefined. */
const numberTaken = (number: string, self?: ExtensionRow) => {
  const other = extensionByNumber(number);
  return other && other.id !== self?.id ? refuseField('number', `分机号 ${number} 已存在`) : undefined;
};

/** Why the staff member cannot take an extension: unknown, or holding one already (named). */
function staffRefusal(staffId: number): Response | undefined {
  const staff = staffTable.get(staffId);
  if (!staff) return refuseField('staff_id', '员工不存在');
  if (staff.sip_username)
    return refuseField('staff_id', `${staff.linkman} 已绑定分机 ${staff.sip_username}，请先解绑`);
  return undefined;
}

const texts = {
  number: { label: '分机号', invalid: '分机号为3-8位数字' },
  remark: '备注',
  staff_id: '员工',
};

export const extensionHandlers = [
  authed(
    'callcenter/extension/list',
    ({ body }) => {
      syncExtensions();
      const keyword = text(body.keyword);
      const bound = body.bound === undefined || body.bound === '' ? undefined : Number(body.bound) === 1;
      const rows = extensionTable
        .list(undefined, (a, b) => a.number.localeCompare(b.number, 'en', { numeric: true }))
        .filter((e) => {
          const holder = holderOf(e.number);
          if (bound !== undefined && !!holder !== bound) return false;
          return !keyword || e.number.includes(keyword) || !!holder?.linkman.includes(keyword);
        });
      return ok(page(rows, body, present));
    },
    { keyword: '关键词', bound: { label: '绑定状态', invalid: '绑定状态不正确' } },
  ),

  authed(
    'callcenter/extension/add',
    ({ body }) => {
      syncExtensions();
      const number = text(body.number);
      const staffId = body.staff_id ? Number(body.staff_id) : undefined;
      const refusal = numberTaken(number) ?? (staffId ? staffRefusal(staffId) : undefined);
      if (refusal) return refusal;
      const at = now();
      const row = extensionTable.insert({
        number,
        password: newSipPassword(),
        remark: text(body.remark),
        created_at: at,
        updated_at: at,
      });
      if (staffId) staffTable.update(staffId, { sip_username: number, updated_at: at });
      return ok({ extension: present(row), password: row.password }, '添加成功');
    },
    texts,
  ),

  authed(
    'callcenter/extension/update',
    (ctx) =>
      withExtension(ctx, (row) => {
        const number = text(ctx.body.number);
        const refusal = numberTaken(number, row);
        if (refusal) return refusal;
        const holder = holderOf(row.number);
        const at = now();
        // the holder keeps the extension under its new number: the binding is the staff member's field
        if (holder && number !== row.number)
          staffTable.update(holder.id, { sip_username: number, updated_at: at });
        const saved = extensionTable.update(row.id, {
          number,
          remark: text(ctx.body.remark),
          updated_at: at,
        })!;
        return ok(present(saved), '保存成功');
      }),
    texts,
  ),

  authed('callcenter/extension/delete', (ctx) =>
    withExtension(ctx, (row) => {
      const holder = holderOf(row.number);
      if (holder) return fail(1, `分机 ${row.number} 已绑定 ${holder.linkman}，请先解绑再删除`);
      extensionTable.remove(row.id);
      return ok(null, '删除成功!');
    }),
  ),

  authed(
    'callcenter/extension/bind',
    (ctx) =>
      withExtension(ctx, (row) => {
        const holder = holderOf(row.number);
        if (holder) return refuseField('staff_id', `分机 ${row.number} 已绑定 ${holder.linkman}，请先解绑`);
        const staffId = Number(ctx.body.staff_id);
        const refusal = staffRefusal(staffId);
        if (refusal) return refusal;
        staffTable.update(staffId, { sip_username: row.number, updated_at: now() });
        return ok(present(row), '绑定成功');
      }),
    texts,
  ),

  authed('callcenter/extension/unbind', (ctx) =>
    withExtension(ctx, (row) => {
      const holder = holderOf(row.number);
      if (!holder) return fail(1, `分机 ${row.number} 未绑定员工`);
      staffTable.update(holder.id, { sip_username: '', updated_at: now() });
      return ok(present(row), '解绑成功');
    }),
  ),

  authed('callcenter/extension/resetPassword', (ctx) =>
    withExtension(ctx, (row) => {
      const saved = extensionTable.update(row.id, { password: newSipPassword(), updated_at: now() })!;
      return ok({ extension: present(saved), password: saved.password }, '密码已重置');
    }),
  ),

  authed('callcenter/extension/mine', ({ user }) => {
    syncExtensions();
    const row = user.sip_username ? extensionByNumber(user.sip_username) : undefined;
    return ok({
      extension: row ? present(row) : null,
      wss_url: DEMO_SIP_URL,
      domain: DEMO_SIP_DOMAIN,
      settings: callSettingsOf(user.id),
    });
  }),

  authed(
    'callcenter/extension/saveSettings',
    ({ user, body }) =>
      ok(
        saveCallSettings(user.id, {
          auto_answer: Number(body.auto_answer) === 1 ? 1 : 0,
          ring_tone: text(body.ring_tone) as 'classic' | 'soft' | 'digital',
          wrap_up_seconds: Number(body.wrap_up_seconds),
        }),
        '保存成功',
      ),
    {
      auto_answer: { label: '自动接听', invalid: '自动接听取值不正确' },
      ring_tone: { label: '振铃音', invalid: '振铃音不正确' },
      wrap_up_seconds: { label: '话后处理时长', invalid: '话后处理时长应为0到600秒' },
    },
  ),
];
