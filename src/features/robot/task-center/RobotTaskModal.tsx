import { Form } from 'antd';
import { ProFormDependency, ProFormSelect } from '@ant-design/pro-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { robotLimits } from '@/api/generated/robot.limits.gen';
import { DialTaskModal, type DialTaskValues } from '@/components/dial-task';
import type { FormDialogProps } from '@/components/form-dialog';
import {
  useCustomerLabelListQuery,
  useRobotTaskAddMutation,
  useRobotTaskCallersQuery,
  useRobotTaskImportMutation,
  useStaffOptionsQuery,
  type RobotLevelAction,
} from './api';
import { LevelActionFields } from './LevelActionFields';

interface Values extends DialTaskValues {
  sc_id: number;
  caller: string;
  actions?: Record<string, { label_id?: number; staff_id?: number }>;
}

const levelActionsOf = (actions: Values['actions']): RobotLevelAction[] =>
  Object.entries(actions ?? {})
    .filter(([, a]) => a?.label_id != null || a?.staff_id != null)
    .map(([level, a]) => ({ level, label_id: a.label_id ?? null, staff_id: a.staff_id ?? null }));

/**
 * A new robot calling task: a dialling task (DialTaskModal) with an approved script, a caller line, and what
 * each intent level of the script leads to.
 */
export function RobotTaskModal(dialog: FormDialogProps) {
  const { t } = useTranslation('robotTasks');
  const [add] = useRobotTaskAddMutation();
  const [importNumbers] = useRobotTaskImportMutation();
  const choices = useRobotTaskCallersQuery(dialog.open ? undefined : skipToken).data?.data;
  const staff = useStaffOptionsQuery(dialog.open ? { body: {} } : skipToken).data?.data ?? [];
  const labels = useCustomerLabelListQuery(dialog.open ? undefined : skipToken).data?.data ?? [];

  return (
    <DialTaskModal<Values, { sc_id: number; caller: string; level_actions: RobotLevelAction[] }>
      {...dialog}
      formName="robotTask"
      width={680}
      limits={robotLimits.robotTaskAdd}
      sources={{ filter: t('task.sources.filter'), import: t('task.sources.import') }}
      settingsOf={({ sc_id, caller, actions }) => ({ sc_id, caller, level_actions: levelActionsOf(actions) })}
      add={add}
      importNumbers={importNumbers}
      afterName={
        <>
          <ProFormSelect
            name="sc_id"
            label={t('task.script')}
            options={(choices?.scripts ?? []).map((s) => ({ value: s.id, label: s.name }))}
            rules={[{ required: true, message: t('task.scriptRequired') }]}
            fieldProps={{ 'aria-label': t('task.script') }}
          />
          <ProFormSelect
            name="caller"
            label={t('task.caller')}
            options={(choices?.callers ?? []).map((c) => ({ value: c, label: c }))}
            extra={choices && !choices.callers.length ? t('task.noCallers') : undefined}
            rules={[{ required: true, message: t('task.callerRequired') }]}
            fieldProps={{ 'aria-label': t('task.caller') }}
          />
        </>
      }
      afterDialling={
        <Form.Item label={t('task.levelActions')} extra={t('task.levelActionsHint')}>
          <ProFormDependency name={['sc_id']}>
            {({ sc_id }: Partial<Values>) => (
              <LevelActionFields
                levels={choices?.scripts.find((s) => s.id === sc_id)?.levels ?? []}
                labels={labels.map((l) => ({ value: l.id, label: l.name }))}
                staff={staff.map((s) => ({ value: s.id, label: s.name }))}
              />
            )}
          </ProFormDependency>
        </Form.Item>
      }
    />
  );
}
