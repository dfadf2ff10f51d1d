import { useMemo, useRef, useState } from 'react';
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
  const listWidth = useListWidth();
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
          ...listWidth,
        }}
      />
    </ModalForm>
  );
}

/**
 * The list as wide as the select's layout width (offsetWidth, which no transform changes), measured as it is
 * pressed or focused: matched by default, the list takes the select's on-screen width, and opened while the
 * dialog still zooms in, that is a sliver of it. (ProFormTreeSelect keeps `ref` and `onOpenChange` for itself.)
 */
function useListWidth() {
  const [width, setWidth] = useState<number>();
  const measure = (e: { currentTarget: HTMLElement }) => setWidth(e.currentTarget.offsetWidth || undefined);
  return { onMouseDown: measure, onFocus: measure, popupMatchSelectWidth: width ?? true };
}
