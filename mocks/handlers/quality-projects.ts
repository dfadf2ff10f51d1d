import { qualityModelTable, qualityProjectTable, type QualityProjectRow } from '../db/quality';
import { callQueues } from '../db/callcenter-queues';
import { projectCalls, projectSample } from '../db/quality-results';
import { nextRunAt, recordRuns } from '../db/quality-schedule';
import { staffMembers, staffName } from '../db/staff';
import { crudHandlers } from '../kit/crud';
import { idList, num, text } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { now } from '../kit/time';
import { authed, fail, ok, type Ctx, type FieldTexts } from '../kit/http';

const DEFAULT_RUN_TIME = '01:00';
const STATUS_NAME = { 0: '未开始', 1: '进行中', 2: '已完成', 3: '已停止' } as const;
const refuse = (field: string, msg: string) => fail(422, msg, { [field]: msg });

export function presentProject(p: QualityProjectRow) {
  const { creator_id, ...row } = p;
  return {
    ...row,
    model_name: qualityModelTable.get(p.model_id)?.name ?? '',
    status_name: STATUS_NAME[p.status],
    next_run_at: nextRunAt(p),
    total_count: projectCalls(p).length,
    inspected_count: projectSample(p).length,
    reviewer_names: p.reviewer_ids.map((id) => staffName(id) ?? ''),
    creator_name: staffName(creator_id) ?? '',
  };
}

type ProjectFields = Omit<
  QualityProjectRow,
  'id' | 'status' | 'last_run_at' | 'runs' | 'creator_id' | 'created_at'
>;

function readProject({ body }: Ctx, current?: QualityProjectRow): ProjectFields | Response {
  const name = text(body.name);
  if (qualityProjectTable.all().some((p) => p.name === name && p.id !== current?.id))
    return refuse('name', `质检任务“${name}”已存在`);
  const model = qualityModelTable.get(num(body.model_id));
  if (!model) return refuse('model_id', '质检模型不存在');
  if (model.status !== 1 && model.id !== current?.model_id)
    return refuse('model_id', `模型“${model.name}”已停用`);
  const start_date = text(body.start_date);
  const end_date = text(body.end_date);
  if (end_date < start_date) return refuse('end_date', '结束日期不能早于开始日期');
  const staffIds = new Set(staffMembers().map((s) => s.id));
  const reviewer_ids = idList(body.reviewer_ids);
  if (reviewer_ids.some((id) => !staffIds.has(id))) return refuse('reviewer_ids', '质检员不存在');
  const source = num(body.source) === 2 ? 2 : 1;
  // robot calls have no agent and no queue to filter by
  const queue_ids = source === 1 ? idList(body.queue_ids) : [];
  if (queue_ids.some((id) => !callQueues.get(id))) return refuse('queue_ids', '队列不存在');
  return {
    name,
    model_id: model.id,
    source,
    staff_ids: source === 1 ? idList(body.staff_ids) : [],
    queue_ids,
    sample_rate: num(body.sample_rate),
    min_duration: Number.isNaN(num(body.min_duration)) ? 0 : num(body.min_duration),
    start_date,
    end_date,
    schedule: body.schedule === 'daily' ? 'daily' : 'now',
    run_time: text(body.run_time) || DEFAULT_RUN_TIME,
    reviewer_ids,
    remark: text(body.remark),
  };
}

const TEXTS: FieldTexts = {
  name: { label: '任务名称' },
  model_id: { label: '质检模型', required: '请选择质检模型' },
  source: { label: '数据来源' },
  sample_rate: { label: '抽检比例', invalid: '抽检比例须在1到100之间' },
  min_duration: { label: '最短通话时长' },
  start_date: { label: '开始日期' },
  end_date: { label: '结束日期' },
  schedule: { label: '执行方式' },
  run_time: { label: '执行时间', invalid: '执行时间须为时:分，如02:00' },
  reviewer_ids: { label: '质检员', required: '请选择质检员' },
  remark: '备注',
};

/** /monitor/setting/monitor_setting: inspection projects; a run inspects the project's sample with its model. */
export const qualityProjectHandlers = [
  ...crudHandlers<QualityProjectRow, ProjectFields>({
    base: 'quality/project',
    table: qualityProjectTable,
    label: '质检任务',
    present: presentProject,
    list: {
      filter: ({ body }) => {
        const name = text(body.name);
        const status = num(body.status);
        return (p) => (!name || p.name.includes(name)) && (Number.isNaN(status) || p.status === status);
      },
      sort: (a, b) => b.id - a.id,
      paged: true,
    },
    texts: TEXTS,
    form: readProject,
    build: (fields, id, current) => ({
      ...fields,
      id,
      status: current?.status ?? 0,
      last_run_at: current?.last_run_at ?? null,
      runs: current?.runs ?? [],
      creator_id: current?.creator_id ?? 1,
      created_at: current?.created_at ?? now(),
    }),
  }),
  authed('quality/project/run', ({ body }) => {
    const project = qualityProjectTable.get(num(body.id));
    if (!project) return notFound('质检任务');
    const model = qualityModelTable.get(project.model_id);
    if (!model || model.status !== 1) return fail(1003, `模型“${model?.name ?? ''}”已停用，不能执行`);
    const saved = recordRuns(project, [Date.now()]);
    const presented = presentProject(saved);
    return ok(presented, `质检完成，共抽检${presented.inspected_count}通`);
  }),
  authed('quality/options', () =>
    ok({
      // the call centre's queues as /callcenter/queue has them now
      queues: [...callQueues.all()].sort((a, b) => a.id - b.id).map((q) => ({ id: q.id, name: q.name })),
      staff: staffMembers().map((s) => ({ id: s.id, name: s.name })),
    }),
  ),
];
