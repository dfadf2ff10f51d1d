import type { FormInstance } from 'antd';
import {
  DrawerForm,
  ProFormDatePicker,
  ProFormDateTimePicker,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { crmLimits } from '@/api/generated/crm.limits.gen';
import {
  useFormSubmit,
  useRecordReload,
  VersionConflictAlert,
  type FormDialogProps,
} from '@/components/form-dialog';
import { useCustomerAddMutation, useCustomerUpdateMutation, useLazyCustomerDetailQuery } from '../api';
import type { Customer, CustomerAttribute } from '../types';
import type { useCrmOptions } from '../use-crm-options';

export interface CustomerFormValues {
  name: string;
  contact_name: string;
  phone: string;
  backup_phone?: string;
  gender?: 0 | 1 | 2;
  company?: string;
  address?: string;
  node_id?: number;
  label_ids?: number[];
  next_follow_at?: string;
  focus?: string;
  remark?: string;
  /** Custom attribute field → value (a number field holds a number). */
  attributes?: Record<string, string | number | null | undefined>;
}

const limits = crmLimits.customerAdd;

interface Props extends FormDialogProps {
  /** The customer to edit; none to create one. */
  customer?: Customer | null;
  options: ReturnType<typeof useCrmOptions>;
}

/**
 * Create or edit a customer. A refused save keeps the drawer open with everything typed; one refused because
 * someone else saved the customer meanwhile offers 刷新, which shows their change.
 */
export function CustomerFormDrawer({ open, onOpenChange, customer: given, options }: Props) {
  const { t } = useTranslation('crm');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance>(undefined);
  const [add] = useCustomerAddMutation();
  const [update] = useCustomerUpdateMutation();
  const [loadDetail] = useLazyCustomerDetailQuery();
  const fetchById = useCallback(
    async (id: number) => (await loadDetail({ body: { id } }).unwrap()).data,
    [loadDetail],
  );
  const {
    record: customer,
    stale,
    reloading,
    generation,
    onConflict,
    reload,
  } = useRecordReload(given, fetchById);

  const save = async (values: CustomerFormValues) => {
    const body = {
      ...values,
      attributes: Object.fromEntries(
        options.attributes.map((a) => [a.field, values.attributes?.[a.field]?.toString() ?? '']),
      ),
      label_ids: values.label_ids ?? [],
      next_follow_at: values.next_follow_at ?? '',
      node_id: values.node_id,
    };
    const saved = customer
      ? update({ body: { ...body, id: customer.id, version: customer.version } })
      : add({ body });
    const success = t(customer ? 'form.saved' : 'form.added');
    if (!(await submit(formRef.current, saved, { success, onConflict }))) return false;
    onOpenChange(false);
    return true;
  };

  return (
    <DrawerForm<CustomerFormValues>
      // 刷新 makes a new form over the customer as saved by the other person
      key={generation}
      title={t(customer ? 'form.editTitle' : 'form.addTitle')}
      open={open}
      formRef={formRef}
      layout="horizontal"
      labelCol={{ span: 6 }}
      drawerProps={{ destroyOnHidden: true, onClose: () => onOpenChange(false), size: 560 }}
      onOpenChange={(next) => !next && onOpenChange(false)}
      initialValues={
        customer
          ? {
              name: customer.name,
              contact_name: customer.contact_name,
              phone: customer.phone,
              backup_phone: customer.backup_phone,
              gender: customer.gender,
              company: customer.company,
              address: customer.address,
              node_id: customer.node_id ?? undefined,
              label_ids: customer.label_ids,
              next_follow_at: customer.next_follow_at ?? undefined,
              focus: customer.focus,
              remark: customer.remark,
              attributes: Object.fromEntries(
                options.attributes.map((a) => {
                  const value = customer.attributes[a.field];
                  return [a.field, a.type === 2 && value ? Number(value) : value];
                }),
              ),
            }
          : { gender: 0 }
      }
      onFinish={save}
    >
      {stale && <VersionConflictAlert onReload={() => void reload()} reloading={reloading} />}
      <ProFormText
        name="name"
        label={t('field.name')}
        rules={limitRules(limits.name, {
          required: t('form.nameRequired'),
          max: (n) => t('form.nameMax', { n }),
        })}
      />
      <ProFormText
        name="contact_name"
        label={t('field.contactName')}
        rules={limitRules(limits.contact_name, {
          required: t('form.contactRequired'),
          max: (n) => t('form.contactMax', { n }),
        })}
      />
      <ProFormText
        name="phone"
        label={t('field.phone')}
        rules={limitRules(limits.phone, {
          required: t('form.phoneRequired'),
          pattern: t('form.phoneInvalid'),
        })}
      />
      <ProFormText
        name="backup_phone"
        label={t('field.backupPhone')}
        rules={limitRules(limits.backup_phone, { pattern: t('form.phoneInvalid') })}
      />
      <ProFormRadio.Group
        name="gender"
        label={t('field.gender')}
        options={[0, 1, 2].map((g) => ({ value: g, label: t(`gender.${g as 0 | 1 | 2}`) }))}
      />
      <ProFormText
        name="company"
        label={t('field.company')}
        rules={limitRules(limits.company, { max: (n) => t('form.companyMax', { n }) })}
      />
      <ProFormText
        name="address"
        label={t('field.address')}
        rules={limitRules(limits.address, { max: (n) => t('form.addressMax', { n }) })}
      />
      <ProFormSelect
        name="node_id"
        label={t('field.node')}
        options={options.nodes.map((n) => ({ value: n.id, label: n.name }))}
      />
      <ProFormSelect
        name="label_ids"
        label={t('field.labels')}
        mode="multiple"
        options={options.labels.map((l) => ({ value: l.id, label: l.name }))}
      />
      <ProFormDateTimePicker
        name="next_follow_at"
        label={t('field.nextFollowAt')}
        fieldProps={{ format: 'YYYY-MM-DD HH:mm:ss', style: { width: '100%' } }}
      />
      <ProFormText
        name="focus"
        label={t('field.focus')}
        rules={limitRules(limits.focus, { max: (n) => t('form.focusMax', { n }) })}
      />
      <ProFormTextArea
        name="remark"
        label={t('field.remark')}
        fieldProps={{ showCount: true, maxLength: limits.remark.maxLength }}
        rules={limitRules(limits.remark, { max: (n) => t('form.remarkMax', { n }) })}
      />
      {options.attributes.map((a) => (
        <AttributeField key={a.id} attribute={a} />
      ))}
    </DrawerForm>
  );
}

/** The form field of one custom attribute, by its type, with its required rule. */
function AttributeField({ attribute: a }: { attribute: CustomerAttribute }) {
  const { t } = useTranslation('crm');
  const name = ['attributes', a.field];
  const required = {
    required: a.required === 1,
    message: t(a.type === 4 || a.type === 3 ? 'attributes.choiceRequired' : 'attributes.valueRequired', {
      name: a.name,
    }),
  };
  switch (a.type) {
    case 2:
      return (
        <ProFormDigit
          name={name}
          label={a.name}
          rules={[required]}
          fieldProps={{ style: { width: '100%' } }}
        />
      );
    case 3:
      return (
        <ProFormDatePicker
          name={name}
          label={a.name}
          rules={[required]}
          fieldProps={{ format: 'YYYY-MM-DD', style: { width: '100%' } }}
        />
      );
    case 4:
      return (
        <ProFormSelect
          name={name}
          label={a.name}
          rules={[required]}
          options={a.options.map((o) => ({ value: o, label: o }))}
        />
      );
    default:
      return (
        <ProFormText
          name={name}
          label={a.name}
          rules={[
            { ...required, whitespace: true },
            { max: 200, message: t('attributes.textMax', { name: a.name }) },
          ]}
        />
      );
  }
}
