import type { components } from '@/api/generated/schema';
import { createTable } from '../kit/table';
import { formatDay, seedTime } from '../kit/time';

type Schemas = components['schemas'];
export type ConditionRow = Schemas['QualityCondition'];

/** An inspection rule as stored; `version` goes up on every change (results are cached per version). */
export interface QualityRuleRow {
  id: number;
  name: string;
  conditions: ConditionRow[];
  logic: string;
  score: number;
  status: 0 | 1;
  remark: string;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface QualityModelRow {
  id: number;
  name: string;
  rules: { rule_id: number; weight: number }[];
  base_score: number;
  pass_score: number;
  status: 0 | 1;
  remark: string;
  version: number;
  created_at: string;
  updated_at: string;
}

/** One run of a project: when, and how many calls it inspected (those since the run before). */
export interface QualityRun {
  at: string;
  inspected: number;
}

export interface QualityProjectRow {
  id: number;
  name: string;
  model_id: number;
  source: 1 | 2;
  staff_ids: number[];
  queue_ids: number[];
  sample_rate: number;
  min_duration: number;
  start_date: string;
  end_date: string;
  schedule: 'now' | 'daily';
  /** HH:mm of the daily run. */
  run_time: string;
  reviewer_ids: number[];
  /** 0 not started, 1 running (on its schedule), 2 finished, 3 stopped. */
  status: 0 | 1 | 2 | 3;
  last_run_at: string | null;
  /** Latest first. */
  runs: QualityRun[];
  remark: string;
  creator_id: number;
  created_at: string;
}

const SEEDED = seedTime(new Date('2026-10-20T02:00:00Z'));
const kw = (
  no: number,
  side: 0 | 1 | 2,
  words: string[],
  extra: Partial<ConditionRow> = {},
): ConditionRow => ({
  no,
  kind: 'keyword',
  side,
  words,
  match: 'any',
  ...extra,
});

/** The rules a quality team starts with: one of each kind, some combining conditions. */
const SEED_RULES: [string, ConditionRow[], string, number, string][] = [
  ['开场未问候', [kw(1, 1, ['您好', '你好'], { range: 'first', range_n: 1 })], '!1', -5, '坐席第一句须问候'],
  ['服务禁语', [kw(1, 1, ['不归我管', '自己看着办', '没办法', '不知道'])], '1', -10, ''],
  [
    '客户投诉倾向',
    [kw(1, 2, ['投诉', '举报', '12315']), { no: 2, kind: 'emotion', side: 2, tags: ['angry'] }],
    '1||2',
    -5,
    '',
  ],
  [
    '投诉后安抚致歉',
    [
      kw(1, 2, ['投诉', '举报', '12315']),
      kw(2, 1, ['抱歉', '不好意思', '理解您'], { range: 'around', range_of: 1, range_n: 2 }),
    ],
    '1&&2',
    3,
    '投诉前后两句内致歉加分',
  ],
  ['长时间静音', [{ no: 1, kind: 'silence', side: 0, seconds: 8 }], '1', -5, ''],
  ['抢话', [{ no: 1, kind: 'interruption', side: 1, times: 1 }], '1', -3, ''],
  ['语速过快', [{ no: 1, kind: 'speech_rate', side: 1, op: 'above', cpm: 400, min_chars: 8 }], '1', -2, ''],
  ['未说结束语', [kw(1, 1, ['再见', '感谢您的接听'], { range: 'last', range_n: 2 })], '!1', -3, ''],
  [
    '违规承诺收益',
    [{ no: 1, kind: 'regex', side: 1, pattern: '(保证|肯定|绝对).{0,4}(赚|收益|不亏)' }],
    '1',
    -20,
    '',
  ],
];

export const qualityRuleTable = createTable<QualityRuleRow>({
  name: 'quality/rules',
  seed: () =>
    SEED_RULES.map(([name, conditions, logic, score, remark], i) => ({
      id: i + 1,
      name,
      conditions,
      logic,
      score,
      status: 1,
      remark,
      version: 1,
      created_at: SEEDED,
      updated_at: SEEDED,
    })),
});

export const qualityModelTable = createTable<QualityModelRow>({
  name: 'quality/models',
  seed: () => [
    {
      id: 1,
      name: '通用服务质检',
      rules: [1, 2, 3, 4, 5, 6, 7, 8].map((rule_id) => ({ rule_id, weight: rule_id === 2 ? 1.5 : 1 })),
      base_score: 100,
      pass_score: 85,
      status: 1,
      remark: '',
      version: 1,
      created_at: SEEDED,
      updated_at: SEEDED,
    },
    {
      id: 2,
      name: '营销合规',
      rules: [2, 3, 9].map((rule_id) => ({ rule_id, weight: 1 })),
      base_score: 100,
      pass_score: 90,
      status: 1,
      remark: '',
      version: 1,
      created_at: SEEDED,
      updated_at: SEEDED,
    },
  ],
});

const dateOf = (daysAgo: number) => formatDay(Date.now() - daysAgo * 86_400_000);

/**
 * Projects over the demo's last 30 days: two run daily since they were made a month ago (their runs are
 * derived on the first read, ./quality-schedule.ts, and their results feed the reports), one waits to run.
 */
export const qualityProjectTable = createTable<QualityProjectRow>({
  name: 'quality/projects',
  seed: () => {
    const base = {
      staff_ids: [],
      queue_ids: [],
      min_duration: 0,
      remark: '',
      creator_id: 1,
      created_at: `${dateOf(30)} 09:00:00`,
      start_date: dateOf(29),
      end_date: dateOf(0),
      run_time: '01:00',
      last_run_at: null,
      runs: [],
    };
    return [
      {
        ...base,
        id: 1,
        name: '坐席通话抽检',
        model_id: 1,
        source: 1,
        sample_rate: 30,
        schedule: 'daily',
        end_date: dateOf(-365),
        reviewer_ids: [1, 3],
        status: 1,
      },
      {
        ...base,
        id: 2,
        name: '机器人外呼质检',
        model_id: 1,
        source: 2,
        sample_rate: 20,
        schedule: 'daily',
        end_date: dateOf(-365),
        reviewer_ids: [1],
        status: 1,
      },
      {
        ...base,
        id: 3,
        name: '营销合规专项',
        model_id: 2,
        source: 1,
        sample_rate: 10,
        schedule: 'now',
        reviewer_ids: [1],
        start_date: dateOf(13),
        status: 0,
      },
    ];
  },
});
