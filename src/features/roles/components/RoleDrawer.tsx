import { useEffect, useMemo, useRef } from 'react';
import { Form, Spin, type FormInstance } from 'antd';
import {
  DrawerForm,
  ProFormDependency,
  ProFormRadio,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { rolesLimits } from '@/api/generated/roles.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import {
  useDepartmentTreeQuery,
  useRoleAddMutation,
  useRolePermissionTreeQuery,
  useRoleUpdateMutation,
  type Department,
  type Role,
} from '../api';
import { DATA_SCOPES } from '../data-scopes';
import { grantedLeaves, grantIds, type Grants } from '../permission-tree';
import { PermissionEditor } from './PermissionEditor';

interface Values {
  name: string;
  description?: string;
  data_scope: Role['data_scope'];
  department_ids?: number[];
  assistant_custom: boolean;
  grants?: Grants;
}

interface RoleDrawerProps extends FormDialogProps {
  role: Role | null;
}

interface DepartmentOption {
  value: number;
  title: string;
  children: DepartmentOption[];
}
const departmentOption = (d: Department): DepartmentOption => ({
  value: d.id,
  title: d.name,
  children: d.all_childs.map(departmentOption),
});

const limits = rolesLimits.roleAdd;

/** Creating or editing a role: its name, whose data its staff see, and the rights of each area. */
export function RoleDrawer({ role, open, onOpenChange }: RoleDrawerProps) {
  const { t } = useTranslation('roles');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<Values>>(undefined);
  const [add] = useRoleAddMutation();
  const [update] = useRoleUpdateMutation();
  const tree = useRolePermissionTreeQuery(open ? { body: role ? { role_id: role.id } : {} } : skipToken);
  const departments = useDepartmentTreeQuery(open ? undefined : skipToken).data?.data;
  const departmentOptions = useMemo(
    () => (departments ? [departmentOption(departments)] : []),
    [departments],
  );
  const trees = tree.data?.data;
  const loaded = !!trees && !tree.isFetching;

  // the grants arrive after the drawer opens: they fill the editor unless the user already changed it
  useEffect(() => {
    const form = formRef.current;
    if (open && loaded && form && !form.isFieldTouched('grants'))
      form.setFieldValue('grants', grantedLeaves(trees));
  }, [open, loaded, trees]);

  return (
    <DrawerForm<Values>
      title={t(role ? 'form.editTitle' : 'form.addTitle')}
      open={open}
      formRef={formRef}
      drawerProps={{ destroyOnHidden: true, onClose: () => onOpenChange(false), size: 640 }}
      onOpenChange={(next) => !next && onOpenChange(false)}
      initialValues={
        role
          ? {
              name: role.name,
              description: role.description,
              data_scope: role.data_scope,
              department_ids: role.department_ids,
              assistant_custom: role.assistant_custom === 1,
            }
          : { data_scope: 'self', assistant_custom: false }
      }
      onFinish={async (values) => {
        const body = {
          name: values.name.trim(),
          description: values.description?.trim() ?? '',
          data_scope: values.data_scope,
          department_ids: values.data_scope === 'departments' ? (values.department_ids ?? []) : [],
          assistant_custom: values.assistant_custom ? 1 : 0,
          permission_ids: grantIds(values.grants ?? grantedLeaves(trees!)),
        } as const;
        const saved = role ? update({ body: { ...body, id: role.id } }) : add({ body });
        if (
          !(await submit(formRef.current, saved, {
            success: t(role ? 'form.saved' : 'form.added'),
            duplicateField: 'name',
          }))
        )
          return false;
        onOpenChange(false);
        return true;
      }}
      submitter={{ submitButtonProps: { disabled: !loaded } }}
    >
      <ProFormText
        name="name"
        label={t('field.name')}
        fieldProps={{ maxLength: limits.name.maxLength, showCount: true }}
        rules={limitRules(limits.name, {
          required: t('form.nameRequired'),
          max: (n) => t('form.nameMax', { n }),
        })}
      />
      <ProFormTextArea
        name="description"
        label={t('field.description')}
        fieldProps={{ maxLength: limits.description.maxLength, showCount: true, autoSize: { minRows: 2 } }}
        rules={limitRules(limits.description, { max: (n) => t('form.descriptionMax', { n }) })}
      />
      <ProFormRadio.Group
        name="data_scope"
        label={t('field.dataScope')}
        tooltip={t('form.dataScopeHint')}
        options={DATA_SCOPES.map((value) => ({ value, label: t(`scope.${value}`) }))}
        rules={[{ required: true, message: t('form.dataScopeRequired') }]}
      />
      <ProFormDependency name={['data_scope']}>
        {({ data_scope }) =>
          data_scope === 'departments' && (
            <ProFormTreeSelect
              name="department_ids"
              label={t('field.departments')}
              rules={[{ required: true, message: t('form.departmentsRequired') }]}
              fieldProps={{
                multiple: true,
                treeData: departmentOptions,
                treeDefaultExpandAll: true,
                showSearch: true,
                treeNodeFilterProp: 'title',
              }}
            />
          )
        }
      </ProFormDependency>
      <ProFormSwitch
        name="assistant_custom"
        label={t('field.assistantCustom')}
        tooltip={t('form.assistantCustomHint')}
      />
      <Form.Item label={t('field.permissions')} required>
        {loaded ? (
          <Form.Item name="grants" noStyle>
            <PermissionEditor trees={trees} />
          </Form.Item>
        ) : (
          <Spin />
        )}
      </Form.Item>
    </DrawerForm>
  );
}
