import { useMemo, useRef } from 'react';
import type { FormInstance } from 'antd';
import {
  DrawerForm,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { staffLimits } from '@/api/generated/staff.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { useStaffAddMutation, useStaffUpdateMutation, type Department, type Staff } from '../api';
import { departmentOptions } from '../department-tree';

interface Values {
  username: string;
  password?: string;
  linkman: string;
  phone: string;
  email?: string;
  department_id: number;
  role_id: number;
  sip_username?: string;
  status: Staff['status'];
}

const limits = staffLimits.staffAdd;

interface StaffDrawerProps extends FormDialogProps {
  /** The member to edit; none to create one. */
  staff: Staff | null;
  root: Department | undefined;
  roles: { id: number; name: string }[];
}

/**
 * Create or edit a staff account. The password is set here only for a new account (a reset has its own
 * dialog); the account name is fixed once created. A refused save keeps the drawer open as typed.
 */
export function StaffDrawer({ staff, root, roles, open, onOpenChange }: StaffDrawerProps) {
  const { t } = useTranslation('org');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<Values>>(undefined);
  const [add] = useStaffAddMutation();
  const [update] = useStaffUpdateMutation();
  const treeData = useMemo(() => (root ? [departmentOptions(root, Number)] : []), [root]);

  const save = async ({ password, ...values }: Values) => {
    const body = {
      ...values,
      email: values.email?.trim() ?? '',
      sip_username: values.sip_username?.trim() ?? '',
    };
    const saved = staff
      ? update({ body: { ...body, id: staff.id } })
      : add({ body: { ...body, password: password ?? '' } });
    if (!(await submit(formRef.current, saved, { success: t(staff ? 'staff.saved' : 'staff.added') })))
      return false;
    onOpenChange(false);
    return true;
  };

  return (
    <DrawerForm<Values>
      title={t(staff ? 'staff.editTitle' : 'staff.addTitle')}
      open={open}
      formRef={formRef}
      layout="horizontal"
      labelCol={{ span: 6 }}
      drawerProps={{ destroyOnHidden: true, onClose: () => onOpenChange(false), size: 520 }}
      onOpenChange={(next) => !next && onOpenChange(false)}
      initialValues={
        staff
          ? {
              username: staff.username,
              linkman: staff.linkman,
              phone: staff.phone,
              email: staff.email,
              department_id: staff.department_id,
              role_id: staff.role_id,
              sip_username: staff.sip_username,
              status: staff.status,
            }
          : { status: 1 }
      }
      onFinish={save}
    >
      <ProFormText
        name="username"
        label={t('staff.username')}
        disabled={!!staff}
        extra={staff ? t('staff.usernameFixed') : undefined}
        fieldProps={{ maxLength: limits.username.maxLength, autoComplete: 'off' }}
        rules={limitRules(limits.username, {
          required: t('staff.usernameRequired'),
          max: (n) => t('staff.usernameMax', { n }),
          min: (n) => t('staff.usernameMin', { n }),
          pattern: t('staff.usernamePattern'),
        })}
      />
      {!staff && (
        <ProFormText.Password
          name="password"
          label={t('staff.password')}
          fieldProps={{ maxLength: limits.password.maxLength, autoComplete: 'new-password' }}
          rules={limitRules(limits.password, {
            required: t('staff.passwordRequired'),
            max: (n) => t('staff.passwordMax', { n }),
            min: (n) => t('staff.passwordMin', { n }),
          })}
        />
      )}
      <ProFormText
        name="linkman"
        label={t('staff.linkman')}
        fieldProps={{ maxLength: limits.linkman.maxLength }}
        rules={limitRules(limits.linkman, {
          required: t('staff.linkmanRequired'),
          max: (n) => t('staff.linkmanMax', { n }),
        })}
      />
      <ProFormText
        name="phone"
        label={t('staff.phone')}
        rules={limitRules(limits.phone, {
          required: t('staff.phoneRequired'),
          pattern: t('staff.phoneInvalid'),
        })}
      />
      <ProFormText
        name="email"
        label={t('staff.email')}
        rules={limitRules(limits.email, {
          max: (n) => t('staff.emailMax', { n }),
          pattern: t('staff.emailInvalid'),
        })}
      />
      <ProFormTreeSelect
        name="department_id"
        label={t('staff.department')}
        rules={[{ required: true, message: t('staff.departmentRequired') }]}
        fieldProps={{
          treeData,
          treeDefaultExpandAll: true,
          showSearch: true,
          treeNodeFilterProp: 'title',
          'aria-label': t('staff.department'),
        }}
      />
      <ProFormSelect
        name="role_id"
        label={t('staff.role')}
        options={roles.map((r) => ({ value: r.id, label: r.name }))}
        fieldProps={{ 'aria-label': t('staff.role') }}
        rules={[{ required: true, message: t('staff.roleRequired') }]}
      />
      <ProFormText
        name="sip_username"
        label={t('staff.extension')}
        extra={t('staff.extensionHint')}
        rules={limitRules(limits.sip_username, { pattern: t('staff.extensionInvalid') })}
      />
      <ProFormRadio.Group
        name="status"
        label={t('staff.status')}
        options={[
          { value: 1, label: t('staff.enabled') },
          { value: 0, label: t('staff.disabled') },
        ]}
      />
    </DrawerForm>
  );
}
