import {
  modelOf,
  qualityReviewTable,
  resultParts,
  reviewedScore,
  type Decision,
  type QualityReviewRow,
} from '../db/quality-results';
import { toggleRoles } from '../db/quality-role-swaps';
import { allResults, presentDetail, presentResult, resultById, type ResultView } from '../db/quality-view';
import { visibleStaffIds } from '../db/staff';
import { num, text } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { page } from '../kit/paging';
import { formatTime, now } from '../kit/time';
import { authed, fail, ok, type Ctx, type FieldTexts } from '../kit/http';

function listFilter({ body, user }: Ctx): (v: ResultView) => boolean {
  const projectId = num(body.project_id);
  const staffId = num(body.staff_id);
  const phone = text(body.phone);
  const passed = num(body.passed);
  const ruleId = num(body.rule_id);
  const source = num(body.source);
  const reviewStatus = num(body.review_status);
  const appealStatus = num(body.appeal_status);
  const from = text(body.start_at);
  const to = text(body.end_at);
  const task = text(body.task);
  const visible = visibleStaffIds(user);
  return (v) => {
    const called = formatTime(v.call.started_at);
    const reviewer = v.project.reviewer_ids.includes(user.id);
    if (task === 'review' && !(reviewer && v.review_status === 0)) return false;
    if (task === 'appeal' && !(reviewer && v.appeal_status === 1)) return false;
    if (task === 'mine' && v.call.staff_id !== user.id) return false;
    // a reviewer sees the project's results; others, the calls of the staff their role shows them
    if (!reviewer && visible && v.call.staff_id !== null && !visible.has(v.call.staff_id)) return false;
    return (
      (Number.isNaN(projectId) || v.project.id === projectId) &&
      (Number.isNaN(staffId) || v.call.staff_id === staffId) &&
      (!phone || v.call.phone.includes(phone)) &&
      (Number.isNaN(passed) || (v.passed ? 1 : 0) === passed) &&
      (Number.isNaN(ruleId) || v.hits.some((h) => h.rule_id === ruleId)) &&
      (Number.isNaN(source) || v.call.source === source) &&
      (Number.isNaN(reviewStatus) || v.review_status === reviewStatus) &&
      (Number.isNaN(appealStatus) || v.appeal_status === appealStatus) &&
      (!from || called >= from) &&
      (!to || called <= to)
    );
  };
}

const blankReview = (id: number): QualityReviewRow => ({
  id,
  decisions: {},
  deductions: [],
  review_status: 0,
  appeal_status: 0,
  final_score: null,
  timeline: [],
});

function saveReview(row: QualityReviewRow) {
  if (qualityReviewTable.get(row.id)) qualityReviewTable.update(row.id, row);
  else qualityReviewTable.insertMany([() => row]);
}

const REVIEW_TEXTS: FieldTexts = {
  decisions: { label: '命中复核' },
  deductions: { label: '人工扣分', fields: { points: { label: '扣分' }, comment: { label: '扣分说明' } } },
  comment: '复核意见',
};

/** /monitor/call/monitor_detail and mytask: results, their review by the project's reviewers, appeals. */
export const qualityResultHandlers = [
  authed('quality/result/list', (ctx) => {
    const rows = allResults().filter(listFilter(ctx));
    rows.sort((a, b) => b.call.started_at - a.call.started_at || b.id - a.id);
    return ok(page(rows, ctx.body, presentResult));
  }),
  authed('quality/result/detail', ({ body, user }) => {
    const view = resultById(num(body.id));
    return view ? ok(presentDetail(view, user.id)) : notFound('质检结果');
  }),
  authed(
    'quality/result/review',
    ({ body, user }) => {
      const view = resultById(num(body.id));
      if (!view) return notFound('质检结果');
      if (!view.project.reviewer_ids.includes(user.id)) return fail(403, '您不是该质检任务的质检员');
      const current = qualityReviewTable.get(view.id) ?? blankReview(view.id);
      if (current.appeal_status === 1) return fail(1003, '该结果正在申诉中，请先处理申诉');
      const keys = new Set(view.hits.map((h) => h.key));
      const decisions: Record<string, Decision> = { ...current.decisions };
      for (const d of body.decisions as { key: string; decision: Decision }[]) {
        if (!keys.has(d.key)) return fail(422, `命中${d.key}不存在`, { decisions: `命中${d.key}不存在` });
        decisions[d.key] = d.decision;
      }
      const deductions = ((body.deductions as { points: number; comment: string }[] | undefined) ?? []).map(
        (d) => ({
          points: num(d.points),
          comment: text(d.comment),
        }),
      );
      const overturned = Object.values(decisions).filter((d) => d === 'overturned').length;
      const draft: QualityReviewRow = { ...current, decisions, deductions, review_status: 1 };
      const { score, rules } = reviewedScore(modelOf(view.project)!.base_score, view.hits, draft);
      const withdrawn = rules.filter((r) => r.counted === 0).length;
      const note = text(body.comment);
      saveReview({
        ...draft,
        final_score: score,
        timeline: [
          ...current.timeline,
          {
            at: now(),
            who_id: user.id,
            action: 'reviewed',
            text: `复核${score}分（推翻${overturned}处命中，撤销${withdrawn}条规则，人工扣${deductions.reduce((s, d) => s + d.points, 0)}分）${note ? `：${note}` : ''}`,
          },
        ],
      });
      return ok(presentDetail(resultById(view.id)!, user.id), '复核已提交');
    },
    REVIEW_TEXTS,
  ),
  authed('quality/result/swapRoles', ({ body, user }) => {
    const view = resultById(num(body.id));
    if (!view) return notFound('质检结果');
    if (!view.project.reviewer_ids.includes(user.id)) return fail(403, '您不是该质检任务的质检员');
    // a review's decisions name the hits of the roles it saw: the call's results are settled once reviewed
    const reviewed = qualityReviewTable
      .all()
      .some((r) => resultParts(r.id).callId === view.call.id && r.review_status === 1);
    if (reviewed) return fail(1003, '该通话已复核，不能再交换角色');
    toggleRoles(view.call.id);
    return ok(presentDetail(resultById(view.id)!, user.id), '已交换左右角色并重新质检');
  }),
  authed(
    'quality/result/appeal',
    ({ body, user }) => {
      const view = resultById(num(body.id));
      if (!view) return notFound('质检结果');
      if (view.call.staff_id !== user.id) return fail(403, '只能申诉自己的通话');
      const current = qualityReviewTable.get(view.id);
      if (!current || current.review_status !== 1) return fail(1003, '结果复核后才能申诉');
      if (current.appeal_status !== 0) return fail(1003, '该结果已申诉过');
      const reason = text(body.reason);
      saveReview({
        ...current,
        appeal_status: 1,
        timeline: [...current.timeline, { at: now(), who_id: user.id, action: 'appealed', text: reason }],
      });
      return ok(presentDetail(resultById(view.id)!, user.id), '申诉已提交');
    },
    { reason: { label: '申诉理由' } },
  ),
  authed(
    'quality/result/appeal/handle',
    ({ body, user }) => {
      const view = resultById(num(body.id));
      if (!view) return notFound('质检结果');
      if (!view.project.reviewer_ids.includes(user.id)) return fail(403, '您不是该质检任务的质检员');
      const current = qualityReviewTable.get(view.id);
      if (!current || current.appeal_status !== 1) return fail(1003, '没有待处理的申诉');
      const accept = num(body.accept) === 1;
      const score = num(body.score);
      if (accept && Number.isNaN(score))
        return fail(422, '请输入申诉后的分数', { score: '请输入申诉后的分数' });
      const comment = text(body.comment);
      saveReview({
        ...current,
        appeal_status: accept ? 2 : 3,
        final_score: accept ? score : current.final_score,
        timeline: [
          ...current.timeline,
          {
            at: now(),
            who_id: user.id,
            action: accept ? 'accepted' : 'rejected',
            text: accept ? `申诉通过，改为${score}分：${comment}` : `申诉驳回：${comment}`,
          },
        ],
      });
      return ok(presentDetail(resultById(view.id)!, user.id), accept ? '已通过申诉' : '已驳回申诉');
    },
    { score: { label: '分数' }, comment: { label: '处理意见' } },
  ),
];
