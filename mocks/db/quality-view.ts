import { qualityProjectTable, type QualityProjectRow } from './quality';
import { callOf, callUuid, queueOfCall, type QualityCall } from './quality-calls';
import { inspectedTranscript, rolesSwapped } from './quality-role-swaps';
import type { CallHit, RuleScore } from '@/domain/quality/engine';
import {
  modelOf,
  projectSample,
  qualityReviewTable,
  resultIdOf,
  resultParts,
  reviewedScore,
  scoreOf,
} from './quality-results';
import { inspectedAt, runDueProjects } from './quality-schedule';
import { staffName } from './staff';
import { formatTime } from '../kit/time';

/** One inspected call as every list, report and detail sees it: the engine's score and the review on top. */
export interface ResultView {
  id: number;
  project: QualityProjectRow;
  call: QualityCall;
  auto_score: number;
  score: number;
  passed: boolean;
  hits: CallHit[];
  /** Each rule that hit, once, with what it counts after review. */
  rules: RuleScore[];
  review_status: 0 | 1;
  appeal_status: 0 | 1 | 2 | 3;
  decisions: Record<string, 'confirmed' | 'overturned'>;
}

export function viewOf(project: QualityProjectRow, call: QualityCall): ResultView | undefined {
  const model = modelOf(project);
  if (!model) return undefined;
  const scored = scoreOf(model, call.id);
  const id = resultIdOf(project.id, call.id);
  const review = qualityReviewTable.get(id);
  const { score, rules } = reviewedScore(model.base_score, scored.hits, review);
  return {
    id,
    project,
    call,
    auto_score: scored.score,
    score,
    passed: score >= model.pass_score,
    hits: scored.hits,
    rules,
    review_status: review?.review_status ?? 0,
    appeal_status: review?.appeal_status ?? 0,
    decisions: review?.decisions ?? {},
  };
}

/** Every result of every project that has run (optionally one project's), the schedules' runs due included. */
export function allResults(projectId?: number): ResultView[] {
  runDueProjects();
  const projects = qualityProjectTable.all().filter((p) => projectId === undefined || p.id === projectId);
  return projects.flatMap((p) => projectSample(p).flatMap((c) => viewOf(p, c) ?? []));
}

export function resultById(id: number): ResultView | undefined {
  runDueProjects();
  const { projectId, callId } = resultParts(id);
  const project = qualityProjectTable.get(projectId);
  const call = callOf(callId);
  if (!project || !call || !projectSample(project).some((c) => c.id === callId)) return undefined;
  return viewOf(project, call);
}

export function presentResult(v: ResultView) {
  return {
    id: v.id,
    project_id: v.project.id,
    project_name: v.project.name,
    call_uuid: callUuid(v.call.id),
    staff_id: v.call.staff_id,
    staff_name: staffName(v.call.staff_id),
    customer_name: v.call.customer_name,
    phone: v.call.phone,
    duration: v.call.duration,
    score: v.score,
    auto_score: v.auto_score,
    passed: v.passed ? 1 : 0,
    hit_count: v.hits.length,
    rule_count: v.rules.length,
    record_url: v.call.record_url,
    called_at: formatTime(v.call.started_at),
    inspected_at: inspectedAt(v.project, v.call.started_at) ?? formatTime(v.call.started_at),
    source: v.call.source,
    queue_name: queueOfCall(v.call)?.name ?? '',
    review_status: v.review_status,
    appeal_status: v.appeal_status,
    reviewer_names: v.project.reviewer_ids.map((id) => staffName(id) ?? ''),
  };
}

export function presentDetail(v: ResultView, userId: number) {
  const model = modelOf(v.project)!;
  const review = qualityReviewTable.get(v.id);
  const inspected = {
    at: presentResult(v).inspected_at,
    who: '系统',
    action: 'inspected' as const,
    text: `自动质检${v.auto_score}分`,
  };
  return {
    ...presentResult(v),
    base_score: model.base_score,
    pass_score: model.pass_score,
    can_review: v.project.reviewer_ids.includes(userId),
    can_appeal: v.call.staff_id === userId && v.review_status === 1 && v.appeal_status === 0,
    hits: v.hits.map((h) => ({ ...h, decision: v.decisions[h.key] ?? 'pending' })),
    rules: v.rules,
    transcript: inspectedTranscript(v.call.id),
    roles_swapped: rolesSwapped(v.call.id),
    deductions: review?.deductions ?? [],
    timeline: [
      inspected,
      ...(review?.timeline ?? []).map(({ who_id, ...t }) => ({ ...t, who: staffName(who_id) ?? '' })),
    ],
  };
}
