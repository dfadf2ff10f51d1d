import { dayKey, jitter, rngOf, split, weekdayOf } from './stats-random';
import { HISTORY_DAYS } from './stats-daily';

/**
 * The robot (AI) calls of the dashboards: per task and day, the outcomes, the intent levels of the answered
 * calls and the conversions, generated on demand like the agents' days (mocks/db/stats-daily.ts). The tasks
 * are a stand-in until the robot task centre (built in parallel) keeps its own table: then `robotStatsTasks`
 * reads the real tasks (owner, dates, daily volume) and the generator stays as it is.
 */
export interface RobotStatsTask {
  id: number;
  name: string;
  owner_id: number;
  /** days ago the task started and (0 = still running) ended */
  startedDaysAgo: number;
  endedDaysAgo: number;
  /** calls per weekday */
  volume: number;
}

export const ROBOT_OUTCOMES = ['answered', 'no_answer', 'busy', 'rejected', 'powered_off', 'vacant'] as const;
export type RobotOutcome = (typeof ROBOT_OUTCOMES)[number];
export const INTENT_LEVELS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type IntentLevel = (typeof INTENT_LEVELS)[number];

export interface RobotTaskDay {
  called: number;
  outcomes: Record<RobotOutcome, number>;
  intents: Record<IntentLevel, number>;
  converted: number;
}

const TASKS: readonly RobotStatsTask[] = [
  { id: 1, name: '教育课程回访', owner_id: 1, startedDaysAgo: 58, endedDaysAgo: 0, volume: 1800 },
  { id: 2, name: '信用卡分期邀约', owner_id: 2, startedDaysAgo: 45, endedDaysAgo: 0, volume: 2400 },
  { id: 3, name: '双十一会员唤醒', owner_id: 1, startedDaysAgo: 30, endedDaysAgo: 10, volume: 3200 },
  { id: 4, name: '家装需求筛选', owner_id: 5, startedDaysAgo: 52, endedDaysAgo: 0, volume: 1200 },
  { id: 5, name: '保险续保提醒', owner_id: 6, startedDaysAgo: 40, endedDaysAgo: 2, volume: 1500 },
  { id: 6, name: '新楼盘到访邀约', owner_id: 7, startedDaysAgo: 20, endedDaysAgo: 0, volume: 900 },
  { id: 7, name: '满意度调查', owner_id: 2, startedDaysAgo: 60, endedDaysAgo: 35, volume: 2000 },
  { id: 8, name: '沉睡客户激活', owner_id: 8, startedDaysAgo: 14, endedDaysAgo: 0, volume: 1600 },
];

export const robotStatsTasks = (): readonly RobotStatsTask[] => TASKS;

const OUTCOME_WEIGHT = [0, 22, 12, 8, 9, 4]; // answered is drawn first; then no answer, busy, rejected, off, vacant
const INTENT_WEIGHT = [5, 10, 18, 25, 26, 16];

const dayIndex = (day: string, now: number) =>
  Math.round(
    (new Date(`${dayKey(new Date(now))}T00:00:00`).getTime() - new Date(`${day}T00:00:00`).getTime()) /
      86_400_000,
  );

/** A task's robot calls of one day: none outside its run or the history. */
export function robotTaskDay(task: RobotStatsTask, day: string, now = Date.now()): RobotTaskDay {
  const ago = dayIndex(day, now);
  const rng = rngOf(`robot:${task.id}|${day}`);
  const running = ago >= task.endedDaysAgo && ago <= task.startedDaysAgo && ago >= 0 && ago < HISTORY_DAYS;
  // robots call on weekdays and Saturday mornings; today counts the part of the day already over
  const share = ago === 0 ? Math.min(1, Math.max(0, (new Date(now).getHours() - 9) / 9)) : 1;
  const weekday = [1, 1, 1, 1, 1, 0.4, 0][weekdayOf(day)]!;
  const called = running ? Math.round(task.volume * weekday * share * jitter(rng, 0.2)) : 0;
  const answered = Math.round(called * (0.38 + rng() * 0.14));
  const rest = split(called - answered, OUTCOME_WEIGHT.slice(1), rng);
  const levels = split(answered, INTENT_WEIGHT, rng);
  const outcomes = Object.fromEntries(
    ROBOT_OUTCOMES.map((o, i) => [o, i === 0 ? answered : rest[i - 1]!]),
  ) as Record<RobotOutcome, number>;
  const intents = Object.fromEntries(INTENT_LEVELS.map((l, i) => [l, levels[i]!])) as Record<
    IntentLevel,
    number
  >;
  // most deals come from A, some from B
  const converted = Math.round(intents.A * (0.25 + rng() * 0.2) + intents.B * (0.05 + rng() * 0.05));
  return { called, outcomes, intents, converted };
}
