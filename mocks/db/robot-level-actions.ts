import { crmDb, crmLabels } from './crm';
import { callIdOf, callPlace, robotCallMarks, saveMark } from './robot-task-calls';
import { robotTaskProgress, robotTasks, type RobotTaskRow } from './robot-tasks';
import { staffTable } from './staff';
import { customerFromForm } from './crm-customer-rules';
import { taskWalks, type RobotCallWalk } from './robot-task-walk';

/**
 * A task's intent actions (add to the CRM with a label, hand to an agent) applied to its answered calls by the
 * level the engine computed: once per call, the first time the call is read. A manual level set later does
 * not undo or redo it; a number that is already a customer is left as it is (the record names the customer).
 */
export function applyLevelActions(
  task: RobotTaskRow,
  calls: readonly { index: number; walk: RobotCallWalk }[],
) {
  if (!task.level_actions.length) return;
  const seen = new Set(
    robotCallMarks
      .list((m) => m.auto || m.handled != null)
      .map((m) => m.call_id)
      .filter((id) => callPlace(id).task_id === task.id),
  );
  for (const { index, walk } of calls) {
    const id = callIdOf(task.id, index);
    const action = task.level_actions.find((a) => a.level === walk.level);
    if (!action || seen.has(id)) continue;
    const number = task.numbers[index]!;
    const creator = staffTable.get(task.creator_id);
    if (!creator || crmDb.customerByPhone(number.phone)) {
      saveMark(id, { auto: true });
      continue;
    }
    // a label or agent removed since the task was set up is left out rather than kept as a dangling id
    const labelId = action.label_id != null && crmLabels.get(action.label_id) ? action.label_id : null;
    const staffId = action.staff_id != null && staffTable.get(action.staff_id) ? action.staff_id : null;
    const form = {
      name: number.name || number.phone,
      contact_name: number.name || number.phone,
      phone: number.phone,
      label_ids: labelId != null ? [labelId] : [],
      ...(staffId != null ? { owner_id: staffId } : {}),
      remark: `机器人外呼：${task.name}（意向等级${walk.level}，自动处理）`,
    };
    crmDb.saveCustomers([{ ...customerFromForm(form, creator), source: 3 }]);
    saveMark(id, {
      auto: true,
      handled: staffId != null ? 'agent' : 'crm',
      staff_id: staffId,
      label_id: labelId,
    });
  }
}

/**
 * Runs the intent actions every task owes by `at`: the CRM's customer query calls this first, so a lead a robot
 * task found is a customer there without a robot screen having been read.
 */
export function applyDueLevelActions(at = Date.now()) {
  for (const task of robotTasks.list((t) => t.level_actions.length > 0))
    applyLevelActions(task, taskWalks(task, robotTaskProgress(task, at).answeredIndexes));
}
