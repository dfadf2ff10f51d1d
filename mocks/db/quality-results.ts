import {
  prepareModel,
  scoreByRule,
  scoreCall,
  toEngineRule,
  type CallHit,
  type CallScore,
  type PreparedModel,
  type RuleScoredCall,
} from '@/domain/quality/engine';
import { createTable } from '../kit/table';
import { dayOf } from '../kit/time';
import { agentQueues, callIds, callOf, queueOfCall, type QualityCall } from './quality-calls';
import { inspectedTranscript, rolesSwapped } from './quality-role-swaps';
import { qualityModelTable, qualityRuleTable, type QualityModelRow, type QualityProjectRow } from './quality';

/**
 * Inspection results: never stored whole. A project's calls are picked from the generated calls (its filters
 * and sampling rate), scored by the same engine the rule editor runs, and the scores cached per model and rule
 * version, so a changed rule rescored everything on the next look. Only what people add is stored: reviews,
 * deductions, appeals and the timeline.
 */
export type Decision = 'confirmed' | 'overturned';

export interface TimelineEntry {
  at: string;
  who_id: number;
  action: 'reviewed' | 'appealed' | 'accepted' | 'rejected';
  text: string;
}

export interface QualityReviewRow {
  /** The result's id. */
  id: number;
  decisions: Record<string, Decision>;
  deductions: { points: number; comment: string }[];
  review_status: 0 | 1;
  appeal_status: 0 | 1 | 2 | 3;
  /** Set by a reviewer's submit or an accepted appeal. */
  final_score: number | null;
  timeline: TimelineEntry[];
}

export const qualityReviewTable = createTable<QualityReviewRow>({ name: 'quality/reviews', seed: () => [] });

const RESULT_BASE = 100_000;
export const resultIdOf = (projectId: number, callId: number) => projectId * RESULT_BASE + callId;
export const resultParts = (id: number) => ({
  projectId: Math.floor(id / RESULT_BASE),
  callId: id % RESULT_BASE,
});

/** Whether a project samples a call: a hash of both against the rate, so reruns pick the same calls. */
function sampled(projectId: number, callId: number, rate: number) {
  let h = Math.imul(projectId ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(callId, 0xc2b2ae35);
  h ^= h >>> 13;
  h = Math.imul(h, 0x27d4eb2f);
  h ^= h >>> 16;
  return (h >>> 0) % 100 < rate;
}

/** Epoch ms of a stored 'YYYY-MM-DD HH:mm:ss' (local time, as the stamps are written). */
export const timeOf = (stamp: string) => new Date(stamp.replace(' ', 'T')).getTime();

/** The calls a project covers (before sampling: the project's total). */
export function projectCalls(project: QualityProjectRow): QualityCall[] {
  const calls: QualityCall[] = [];
  const byAgent = agentQueues();
  for (const id of callIds(project.source)) {
    const call = callOf(id)!;
    const day = dayOf(call.started_at);
    if (day < project.start_date || day > project.end_date) continue;
    if (project.staff_ids.length && (call.staff_id === null || !project.staff_ids.includes(call.staff_id)))
      continue;
    if (project.queue_ids.length && !project.queue_ids.includes(queueOfCall(call, byAgent)?.id ?? 0))
      continue;
    if (call.duration < project.min_duration) continue;
    calls.push(call);
  }
  return calls;
}

/** The calls a project's runs draw from: its sample of the calls it covers, whenever they took place. */
export function projectPool(project: QualityProjectRow): QualityCall[] {
  return projectCalls(project).filter((c) => sampled(project.id, c.id, project.sample_rate));
}

/** The calls a project has inspected: its sample of the calls before its last run. */
export function projectSample(project: QualityProjectRow): QualityCall[] {
  if (project.last_run_at === null) return [];
  const lastRun = timeOf(project.last_run_at);
  return projectPool(project).filter((c) => c.started_at < lastRun);
}

/** The model's rules as the engine runs them: enabled rules only, with their weights. */
function engineModel(model: QualityModelRow): PreparedModel {
  const rules = model.rules.flatMap(({ rule_id, weight }) => {
    const rule = qualityRuleTable.get(rule_id);
    return rule && rule.status === 1 ? [{ rule: toEngineRule(rule), weight }] : [];
  });
  return prepareModel({ base_score: model.base_score, pass_score: model.pass_score, rules });
}

/** What a model's scores depend on: its version and its rules' versions and switches. */
function versionKey(model: QualityModelRow) {
  const rules = model.rules.map(({ rule_id }) => {
    const rule = qualityRuleTable.get(rule_id);
    return rule ? `${rule.id}.${rule.version}.${rule.status}` : `${rule_id}.x`;
  });
  return `${model.id}.${model.version}:${rules.join(',')}`;
}

const cache = new Map<string, { model: PreparedModel; scores: Map<string, CallScore> }>();

/** A call's score is kept per transcript: swapping its roles makes it a new one, scored afresh. */
const transcriptKey = (callId: number) => (rolesSwapped(callId) ? `${callId}:swapped` : String(callId));

/** A call scored by a model, from the cache of the model's current version. */
export function scoreOf(model: QualityModelRow, callId: number): CallScore {
  const key = versionKey(model);
  let entry = cache.get(key);
  if (!entry) {
    entry = { model: engineModel(model), scores: new Map() };
    cache.set(key, entry);
  }
  const transcript = transcriptKey(callId);
  let score = entry.scores.get(transcript);
  if (!score) {
    score = scoreCall(entry.model, inspectedTranscript(callId));
    entry.scores.set(transcript, score);
  }
  return score;
}

/**
 * The score after review, by the engine's scoring model (a rule counts once, and gives its points back when
 * every hit of it is overturned); an accepted appeal's score stands over it.
 */
export function reviewedScore(
  baseScore: number,
  hits: readonly CallHit[],
  review: QualityReviewRow | undefined,
): RuleScoredCall {
  const scored = scoreByRule({
    base_score: baseScore,
    hits,
    decisions: review?.decisions,
    deductions: review?.deductions,
  });
  if (review && review.final_score !== null && review.appeal_status === 2)
    return { ...scored, score: review.final_score };
  return scored;
}

/** Whether the model's current version has scored the call (the warm-up's test reads it). */
export const isScored = (model: QualityModelRow, callId: number) =>
  cache.get(versionKey(model))?.scores.has(transcriptKey(callId)) ?? false;

export function clearScoreCache() {
  cache.clear();
}

export const modelOf = (project: QualityProjectRow) => qualityModelTable.get(project.model_id);
