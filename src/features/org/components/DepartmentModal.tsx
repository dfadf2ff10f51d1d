import { useMemo, useRef } from 'react';
import type { FormInstance } from 'antd';
import { ModalForm, ProFormSelect, ProFormText, ProFormTreeSelect } from '@ant-design/pro-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { departmentsLimits } from '@/api/generated/departments.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import {
  useDepartmentAddMutation,
  useDepartmentUpdateMutation,
  useStaffOptionsQuery,
  type Department,
} from '../api';
import { descendantIds, parentOptions } from '../department-tree';

/** Adding under `parent`, or editing `department` (rename, or move under another parent). */
export type DepartmentEdit = { parent: Department } | { department: Department };

interface Values {
  parent_id: number;
  name: string;
  leader_id?: number;
}

interface DepartmentModalProps extends FormDialogProps {
  root: Department | undefined;
  edit: DepartmentEdit | null;
  /** Saved under `parentId`: the tree shows it there. */
  onSaved?(parentId: number): void;
}

/** The department form: its name and its parent (never itself or one of its own descendants). */
export function DepartmentModal({ root, edit, onSaved, ...dialog }: DepartmentModalProps) {
  const { t } = useTranslation('org');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<Values>>(undefined);
  const [add] = useDepartmentAddMutation();
  const [update] = useDepartmentUpdateMutation();
  const editing = edit && 'department' in edit ? edit.department : undefined;
  const isRoot = editing?.parent_id === 0;
  const staff = useStaffOptionsQuery(dialog.open ? { body: {} } : skipToken).data?.data;
  const leaderOptions = useMemo(() => (staff ?? []).map((s) => ({ value: s.id, label: s.name })), [staff]);

  const treeData = useMemo(() => {
    if (!root) return [];
    const excluded = new Set(editing ? [editing.id, ...descendantIds(editing)] : []);
    return [parentOptions(root, excluded)];
  }, [root, editing]);

  const initialValues = editing
    ? { parent_id: editing.parent_id, name: editing.name, leader_id: editing.leader_id ?? undefined }
    : { parent_id: edit && 'parent' in edit ? edit.parent.id : undefined, name: '' };

  return (
    <ModalForm<Values>
      name="department"
      title={t(editing ? 'departments.editTitle' : 'departments.addTitle')}
      width={460}
      {...dialog}
      formRef={formRef}
      initialValues={initialValues}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async ({ parent_id, name, leader_id }) => {
        const body = { parent_id: isRoot ? 0 : parent_id, name: name.trim(), leader_id };
        const save = editing ? update({ body: { ...body, id: editing.id } }) : add({ body });
        const saved = !!(await submit(formRef.current, save, {
          success: t(editing ? 'departments.saved' : 'departments.added'),
          duplicateField: 'name',
        }));
        if (saved && body.parent_id) onSaved?.(body.parent_id);
        return saved;
      }}
    >
      {!isRoot && (
        <ProFormTreeSelect
          name="parent_id"
          label={t('departments.parent')}
          rules={[{ required: true, message: t('departments.parentRequired') }]}
          fieldProps={{ treeData, treeDefaultExpandAll: true, showSearch: true, treeNodeFilterProp: 'title' }}
        />
      )}
      <ProFormText
        name="name"
        label={t('departments.name')}
        placeholder={t('departments.namePlaceholder')}
        fieldProps={{ maxLength: departmentsLimits.departmentAdd.name.maxLength, showCount: true }}
        rules={limitRules(departmentsLimits.departmentAdd.name, {
          required: t('departments.nameRequired'),
          max: (n) => t('departments.nameMax', { n }),
        })}
      />
      <ProFormSelect
        name="leader_id"
        label={t('departments.leader')}
        placeholder={t('departments.leaderPlaceholder')}
        options={leaderOptions}
        fieldProps={{ showSearch: true, optionFilterProp: 'label', 'aria-label': t('departments.leader') }}
      />
    </ModalForm>
  );
}
