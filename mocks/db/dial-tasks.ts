import { list, str } from '../kit/fields';
import { authed, fail, ok, type ApiRoute, type FieldTexts, type SessionUser } from '../kit/http';
import { notFound } from '../kit/not-found';
import { page } from '../kit/paging';
import type { Table } from '../kit/table';
import { formatTime } from '../kit/time';
import {
  inWindow,
  overlapError,
  runningFrom,
  windowBounds,
  windowError,
  type RunSpan,
} from './callcenter-task-progress';
import { queryCustomers } from './crm-customer-query';
import type { CustomerRow } from './crm-rows';

/**
 * The endpoints the agents' call tasks (/callcenter/task) and the robot tasks (/voice/taskCenter) share: the
 * list, a task over CRM customers or a file's numbers, its state machine (pending → running ⇄ paused → stopped;
 * finished when no number is left) and delete. Each kind says what it stores and what it checks besides.
 */

type Status = 'pending' | 'running' | 'paused' | 'stopped' | 'finished';

/** What every dialling task stores. */
export interface DialTaskBase {
  id: number;
  name: string;
  status: Exclude<Status, 'finished'>;
  windows: string[];
  numbers: readonly { phone: string }[];
  dialled_ms: number;
  running_since: number | null;
  runs: RunSpan[];
  started_at: string | null;
}

/** How a task dials, from a request: the windows sorted and checked, or the refusal naming the field. */
export function diallingOf(body: Record<string, unknown>) {
  const windows = [...new Set(list(body.windows))].sort((a, b) => windowBounds(a)[0] - windowBounds(b)[0]);
  const bad = windows.map(windowError).find(Boolean) ?? overlapError(windows);
  if (bad) return fail(422, bad, { windows: bad });
  return {
    windows,
    concurrency: Number(body.concurrency),
    retry_times: Number(body.retry_times),
    retry_interval: Number(body.retry_interval),
    retry_on: list(body.retry_on).filter((r): r is 'busy' | 'no_answer' => r === 'busy' || r === 'no_answer'),
  };
}

/** A task's name is the company's only one (`selfId`: the task being changed). */
export const nameTaken = <R extends DialTaskBase>(table: Table<R>, name: string, selfId?: number) =>
  table.all().some((t) => t.name === name && t.id !== selfId)
    ? fail(422, `任务“${name}”已存在`, { name: `任务“${name}”已存在` })
    : undefined;

const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

/** The rows of a file: good numbers join, the others are answered with their row and reason. */
export function numbersOfRows(rows: unknown) {
  const numbers: { phone: string; name: string }[] = [];
  const errors: { row: number; msg: string }[] = [];
  const seen = new Map<string, number>();
  for (const r of Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []) {
    const row = Number(r.row);
    const phone = str(r.phone).replace(/\s+/g, '');
    const name = str(r.name);
    if (!phone) errors.push({ row, msg: '号码为空' });
    else if (!PHONE.test(phone)) errors.push({ row, msg: `号码“${phone}”格式不正确` });
    else if (seen.has(phone)) errors.push({ row, msg: `号码与第${seen.get(phone)}行重复` });
    else if (name.length > 20) errors.push({ row, msg: '名称不能超过20个字符' });
    else {
      seen.set(phone, row);
      numbers.push({ phone, name });
    }
  }
  return { numbers, errors };
}

/** One kind of dialling task: its table and rules. */
export interface DialTaskKind<R extends DialTaskBase, S> {
  /** `callcenter/task`: the endpoints are `<base>/list`, `/add`, `/import`, `/delete`, `/start`… */
  base: string;
  table: Table<R>;
  /** What a task is called in the not-found answer. */
  label: string;
  /** How add and import name their fields in the contract check's messages. */
  texts: FieldTexts;
  /** A filter may not pull in more numbers than this. */
  maxNumbers: number;
  progress(t: R, at: number): { status: Status };
  dialMs(t: R, at: number): number;
  present(t: R, at?: number): unknown;
  /** A new task's settings from the request, or the refusal naming the field. */
  settingsOf(body: Record<string, unknown>): S | Response;
  /** A number as the kind stores it: from a CRM customer, or from a file's row. */
  numberOf(n: { phone: string; name: string; customer?: CustomerRow }): R['numbers'][number];
  /** A new task's row. */
  create(settings: S, source: 'filter' | 'import', numbers: R['numbers'], user: SessionUser): R;
  /** Why the task cannot start or resume now (no numbers, no agents, a script no longer approved). */
  refuseRun(t: R, at: number, verb: 'start' | 'resume'): Response | undefined;
  /** What a start or resume also records (the day of the run). */
  onRun?(at: number): Partial<R>;
}

const MESSAGES = { start: '任务已启动', pause: '任务已暂停', resume: '任务已继续', stop: '任务已停止' };

type Transition<R> = (t: R, at: number) => Partial<R> | Response;

function transitions<R extends DialTaskBase, S>(kind: DialTaskKind<R, S>) {
  const paused = (t: R, at: number) =>
    ({ status: 'paused', dialled_ms: kind.dialMs(t, at), running_since: null }) as Partial<R>;
  const run = (t: R, at: number) => ({ ...runningFrom(t, at), ...kind.onRun?.(at) }) as Partial<R>;
  const steps: Record<keyof typeof MESSAGES, Transition<R>> = {
    start(t, at) {
      const status = kind.progress(t, at).status;
      if (status === 'running') return fail(1, '任务已在进行中');
      if (status === 'paused') return fail(1, '任务已暂停，请点击“继续”');
      if (status !== 'pending') return fail(1, '任务已结束，不能再启动');
      return kind.refuseRun(t, at, 'start') ?? { ...run(t, at), started_at: formatTime(at) };
    },
    pause(t, at) {
      if (kind.progress(t, at).status !== 'running') return fail(1, '只有进行中的任务可以暂停');
      return paused(t, at);
    },
    resume(t, at) {
      if (kind.progress(t, at).status !== 'paused') return fail(1, '只有已暂停的任务可以继续');
      return kind.refuseRun(t, at, 'resume') ?? run(t, at);
    },
    stop(t, at) {
      const status = kind.progress(t, at).status;
      if (status !== 'running' && status !== 'paused') return fail(1, '只有进行中或已暂停的任务可以停止');
      return { ...paused(t, at), status: 'stopped' } as Partial<R>;
    },
  };
  return steps;
}

/** A kind's list, add, import, delete and state endpoints (its update is its own). */
export function dialTaskHandlers<R extends DialTaskBase, S>(kind: DialTaskKind<R, S>): ApiRoute[] {
  const { base, table } = kind;
  const steps = transitions(kind);
  const action = (name: keyof typeof MESSAGES) =>
    authed(`${base}/${name}`, ({ body }) => {
      const task = table.get(Number(body.id));
      if (!task) return notFound(kind.label);
      const at = Date.now();
      const change = steps[name](task, at);
      if (change instanceof Response) return change;
      const saved = table.update(task.id, change)!;
      const waits = saved.status === 'running' && !inWindow(at, saved.windows);
      const msg = waits
        ? `${MESSAGES[name]}，当前不在呼叫时段，将在${saved.windows[0]!.slice(0, 5)}等时段内呼叫`
        : MESSAGES[name];
      return ok(kind.present(saved, at), msg);
    });

  return [
    authed(`${base}/list`, ({ body }) => {
      const name = str(body.name);
      const status = str(body.status);
      const at = Date.now();
      const rows = table
        .list(undefined, (a, b) => b.id - a.id)
        .filter((t) => !name || t.name.includes(name))
        .filter((t) => !status || kind.progress(t, at).status === status);
      return ok(page(rows, body, (t) => kind.present(t, at)));
    }),

    authed(
      `${base}/add`,
      ({ body, user }) => {
        const settings = kind.settingsOf(body);
        if (settings instanceof Response) return settings;
        const customers = queryCustomers({ ...body, scope: 'all' }, user);
        if (customers instanceof Response) return customers;
        if (customers.length > kind.maxNumbers)
          return fail(422, `筛选出${customers.length}个客户，超过${kind.maxNumbers}个，请缩小筛选范围`);
        const seen = new Set<string>();
        const numbers = customers
          .filter((c) => !seen.has(c.phone) && seen.add(c.phone))
          .map((c) => kind.numberOf({ phone: c.phone, name: c.name, customer: c }));
        const task = kind.create(settings, 'filter', numbers, user);
        return ok(
          kind.present(task),
          numbers.length ? `任务已创建，共${numbers.length}个号码` : '任务已创建，但筛选条件下没有客户',
        );
      },
      kind.texts,
    ),

    authed(
      `${base}/import`,
      ({ body, user }) => {
        const settings = kind.settingsOf(body);
        if (settings instanceof Response) return settings;
        const { numbers, errors } = numbersOfRows(body.rows);
        if (!numbers.length) return fail(422, '文件中没有可用的号码', { rows: '文件中没有可用的号码' });
        const task = kind.create(settings, 'import', numbers.map(kind.numberOf), user);
        return ok(
          { task: kind.present(task), errors },
          `导入${numbers.length}个号码，${errors.length}行失败`,
        );
      },
      kind.texts,
    ),

    authed(`${base}/delete`, ({ body }) => {
      const task = table.get(Number(body.id));
      if (!task) return notFound(kind.label);
      if (kind.progress(task, Date.now()).status === 'running') return fail(1, '任务进行中，请先暂停或停止');
      table.remove(task.id);
      return ok(null, '删除成功!');
    }),

    action('start'),
    action('pause'),
    action('resume'),
    action('stop'),
  ];
}
