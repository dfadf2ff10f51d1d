import { checkRule, toEngineRule, type RuleProblem } from '@/domain/quality/engine';
import {
  qualityModelTable,
  qualityProjectTable,
  qualityRuleTable,
  type ConditionRow,
  type QualityModelRow,
  type QualityRuleRow,
} from '../db/quality';
import { crudHandlers } from '../kit/crud';
import { num, text } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { now } from '../kit/time';
import { authed, fail, ok, type Ctx, type FieldTexts } from '../kit/http';

const KIND_TYPE = { keyword: 1, regex: 2, speech_rate: 3, silence: 4, interruption: 5, emotion: 6 } as const;
const TYPE_NAME = { 1: '关键词', 2: '正则表达式', 3: '语速', 4: '静音', 5: '抢话', 6: '情绪' } as const;

const refuse = (field: string, msg: string) => fail(422, msg, { [field]: msg });

const modelsUsing = (ruleId: number) =>
  qualityModelTable.all().filter((m) => m.rules.some((r) => r.rule_id === ruleId));

/** A rule as the answers show it: the fields older screens list by (type, role, keywords) come from its first condition. */
export function presentRule(rule: QualityRuleRow) {
  const first = rule.conditions[0]!;
  const type = KIND_TYPE[first.kind];
  const keywords = rule.conditions.flatMap((c) =>
    c.kind === 'keyword' ? (c.words ?? []) : c.kind === 'regex' ? [c.pattern ?? ''] : [],
  );
  const threshold =
    first.kind === 'speech_rate'
      ? (first.cpm ?? null)
      : first.kind === 'silence'
        ? (first.seconds ?? null)
        : first.kind === 'interruption'
          ? (first.times ?? null)
          : null;
  return {
    ...rule,
    type,
    type_name: TYPE_NAME[type],
    role: first.side,
    keywords,
    threshold,
    model_names: modelsUsing(rule.id).map((m) => m.name),
  };
}

/** The platform's words for a problem the engine found in a rule (the editor shows its own, translated). */
function problemText(p: RuleProblem): { field: string; msg: string } {
  const at = p.position === undefined ? '' : `第${p.position + 1}个字符`;
  const cond = p.condition === undefined ? '' : `条件${p.condition}`;
  switch (p.code) {
    case 'regexInvalid':
      return { field: 'conditions', msg: `${cond}的正则表达式有误（${at}）：${p.detail ?? ''}` };
    case 'regexEmpty':
      return { field: 'conditions', msg: `${cond}请输入正则表达式` };
    case 'wordsEmpty':
      return { field: 'conditions', msg: `${cond}请输入关键词` };
    case 'aroundUnknown':
      return { field: 'conditions', msg: `${cond}引用的条件不存在` };
    case 'aroundCycle':
      return { field: 'conditions', msg: `${cond}的范围互相引用` };
    case 'duplicateNumber':
      return { field: 'conditions', msg: `${cond}编号重复` };
    case 'noConditions':
      return { field: 'conditions', msg: '请至少添加一个条件' };
    case 'logicUnknownCondition':
      return { field: 'logic', msg: `逻辑表达式${at}引用了不存在的条件${p.condition}` };
    case 'logicEmpty':
      return { field: 'logic', msg: '请输入逻辑表达式' };
    default:
      return { field: 'logic', msg: `逻辑表达式有误（${at}）` };
  }
}

type RuleFields = Omit<QualityRuleRow, 'id' | 'version' | 'created_at' | 'updated_at'>;

function readRule({ body }: Ctx, current?: QualityRuleRow): RuleFields | Response {
  const name = text(body.name);
  if (qualityRuleTable.all().some((r) => r.name === name && r.id !== current?.id))
    return refuse('name', `规则“${name}”已存在`);
  const conditions = body.conditions as ConditionRow[];
  const logic = text(body.logic);
  const problems = checkRule(toEngineRule({ id: 0, name, conditions, logic, score: 0 }));
  if (problems.length > 0) {
    const { field, msg } = problemText(problems[0]!);
    return refuse(field, msg);
  }
  return {
    name,
    conditions,
    logic,
    score: num(body.score),
    status: body.status === undefined ? (current?.status ?? 1) : num(body.status) === 1 ? 1 : 0,
    remark: text(body.remark),
  };
}

const RULE_TEXTS: FieldTexts = {
  name: { label: '规则名称' },
  conditions: { label: '条件' },
  logic: { label: '逻辑表达式' },
  score: { label: '分值', invalid: '分值须在-100到100之间' },
  remark: '备注',
};

type ModelFields = Omit<QualityModelRow, 'id' | 'version' | 'created_at' | 'updated_at'>;

function readModel({ body }: Ctx, current?: QualityModelRow): ModelFields | Response {
  const name = text(body.name);
  if (qualityModelTable.all().some((m) => m.name === name && m.id !== current?.id))
    return refuse('name', `模型“${name}”已存在`);
  const rules = (body.rules as { rule_id: number; weight: number }[]).map((r) => ({
    rule_id: num(r.rule_id),
    weight: num(r.weight),
  }));
  const ids = rules.map((r) => r.rule_id);
  if (new Set(ids).size !== ids.length) return refuse('rules', '同一规则只能添加一次');
  const missing = ids.find((id) => !qualityRuleTable.get(id));
  if (missing !== undefined) return refuse('rules', `规则${missing}不存在`);
  const base_score = num(body.base_score);
  const pass_score = num(body.pass_score);
  if (pass_score > base_score) return refuse('pass_score', '合格分不能高于基础分');
  return {
    name,
    rules,
    base_score,
    pass_score,
    status: body.status === undefined ? (current?.status ?? 1) : num(body.status) === 1 ? 1 : 0,
    remark: text(body.remark),
  };
}

export function presentModel(model: QualityModelRow) {
  return {
    ...model,
    rule_ids: model.rules.map((r) => r.rule_id),
    rules: model.rules.map(({ rule_id, weight }) => {
      const rule = qualityRuleTable.get(rule_id);
      return { id: rule_id, name: rule?.name ?? '', weight, score: rule?.score ?? 0 };
    }),
    project_names: qualityProjectTable
      .all()
      .filter((p) => p.model_id === model.id)
      .map((p) => p.name),
  };
}

const MODEL_TEXTS: FieldTexts = {
  name: { label: '模型名称' },
  rules: { label: '规则', required: '请至少选择一条规则' },
  base_score: { label: '基础分' },
  pass_score: { label: '合格分' },
  remark: '备注',
};

const versioned = <R extends { version: number; created_at: string }>(
  fields: Omit<R, 'id' | 'version' | 'created_at' | 'updated_at'>,
  id: number,
  current?: R,
) => {
  const at = now();
  return {
    ...fields,
    id,
    version: (current?.version ?? 0) + 1,
    created_at: current?.created_at ?? at,
    updated_at: at,
  } as unknown as R;
};

/** /monitor/setting/monitor_rule and rules_model: rules (checked by the engine before saving) and models. */
export const qualityRuleHandlers = [
  ...crudHandlers<QualityRuleRow, RuleFields>({
    base: 'quality/rule',
    table: qualityRuleTable,
    label: '规则',
    present: presentRule,
    list: {
      filter: ({ body }) => {
        const name = text(body.name);
        const type = num(body.type);
        const status = num(body.status);
        return (r) =>
          (!name || r.name.includes(name)) &&
          (Number.isNaN(type) || KIND_TYPE[r.conditions[0]!.kind] === type) &&
          (Number.isNaN(status) || r.status === status);
      },
      sort: (a, b) => b.id - a.id,
      paged: true,
    },
    texts: RULE_TEXTS,
    form: readRule,
    build: (fields, id, current) => versioned<QualityRuleRow>(fields, id, current),
    refuseDelete: (rule) => {
      const users = modelsUsing(rule.id);
      return users.length
        ? fail(1003, `规则“${rule.name}”正被模型“${users.map((m) => m.name).join('”、“')}”使用，不能删除`)
        : undefined;
    },
  }),
  authed('quality/rule/status', ({ body }) => {
    const rule = qualityRuleTable.get(num(body.id));
    if (!rule) return notFound('规则');
    const status = num(body.status) === 1 ? 1 : 0;
    const saved = qualityRuleTable.update(rule.id, { status, version: rule.version + 1, updated_at: now() })!;
    return ok(presentRule(saved), status ? '已启用' : '已停用');
  }),
  ...crudHandlers<QualityModelRow, ModelFields>({
    base: 'quality/model',
    table: qualityModelTable,
    label: '模型',
    present: presentModel,
    list: {
      filter: ({ body }) => {
        const name = text(body.name);
        const status = num(body.status);
        return (m) => (!name || m.name.includes(name)) && (Number.isNaN(status) || m.status === status);
      },
      sort: (a, b) => b.id - a.id,
      paged: true,
    },
    texts: MODEL_TEXTS,
    form: readModel,
    build: (fields, id, current) => versioned<QualityModelRow>(fields, id, current),
    refuseDelete: (model) => {
      const users = qualityProjectTable.all().filter((p) => p.model_id === model.id);
      return users.length
        ? fail(
            1003,
            `模型“${model.name}”正被质检任务“${users.map((p) => p.name).join('”、“')}”使用，不能删除`,
          )
        : undefined;
    },
  }),
];
