import { useMemo, useRef } from 'react';
import type { FormInstance } from 'antd';
import { ModalForm, ProFormTreeSelect } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import type { DepartmentTreeApiResponse } from '@/api/generated/departments.gen';
import { useCustomerAllotMutation, useDepartmentTreeQuery, useStaffOptionsQuery } from '../api';

type Department = DepartmentTreeApiResponse['data'];
interface TreeOption {
  value: string;
  title: string;
  selectable: boolean;
  children?: TreeOption[];
}

/** Departments as branches and their staff as leaves; only a staff member can be picked. */
export function staffTree(
  department: Department,
  staff: { id: number; name: string; department_id: number }[],
): TreeOption {
  const members = staff
    .filter((s) => s.department_id === department.id)
    .map((s) => ({ value: `staff-${s.id}`, title: s.name, selectable: true }));
  const children = [...members, ...department.all_childs.map((d) => staffTree(d as Department, staff))];
  return { value: `department-${department.id}`, title: department.name, selectable: false, children };
}

export function AllotModal({
  ids,
  onDone,
  ...dialog
}: FormDialogProps & {
  ids: number[];
  onDone: () => void;
}) {
  const { t } = useTranslation('crm');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance>(undefined);
  const departments = useDepartmentTreeQuery().data?.data;
  const staff = useStaffOptionsQuery({ body: {} }).data?.data;
  const [allot] = useCustomerAllotMutation();
  const tree = useMemo(
    () => (departments && staff ? [staffTree(departments, staff)] : []),
    [departments, staff],
  );

  return (
    <ModalForm<{ staff: string }>
      title={t('allot.title')}
      width={440}
      {...dialog}
      formRef={formRef}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async ({ staff: picked }) => {
        if (
          !(await submit(
            formRef.current,
            allot({ body: { ids, staff_id: Number(picked.replace('staff-', '')) } }),
            { success: t('allot.done', { count: ids.length }) },
          ))
        )
          return false;
        onDone();
        return true;
      }}
    >
      <ProFormTreeSelect
        name="staff"
        label={t('allot.staff')}
        rules={[{ required: true, message: t('allot.staffRequired') }]}
        fieldProps={{
          treeData: tree,
          treeDefaultExpandAll: true,
          showSearch: true,
          treeNodeFilterProp: 'title',
        }}
      />
    </ModalForm>
  );
}
