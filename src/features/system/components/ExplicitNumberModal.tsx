import { useRef } from 'react';
import { Alert, Form, type FormInstance } from 'antd';
import { ModalForm, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { explicitNumbersLimits } from '@/api/generated/explicit-numbers.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { isValidIdCardNumber } from '@/lib/id-card-number';
import {
  useExplicitNumberAddMutation,
  useExplicitNumberUpdateMutation,
  type ExplicitNumberRecord,
} from '../api';
import { IdCardUpload } from './IdCardUpload';

interface Values {
  phone: string;
  owner_name: string;
  id_card_no?: string;
  id_card_front: string;
  id_card_back: string;
  staff_id: number;
  remark?: string;
}

interface ExplicitNumberModalProps extends FormDialogProps {
  /** The number edited, null when adding one. */
  record: ExplicitNumberRecord | null;
  staff: { value: number; label: string }[];
}

const LIMITS = explicitNumbersLimits.explicitNumberAdd;

/**
 * A number and its real-name report: phone, holder, id number (checked here before sending), both sides of
 * the id card and the staff member who calls from it. Saving sends it to review; a refusal keeps the form.
 */
export function ExplicitNumberModal({ record, staff, ...dialog }: ExplicitNumberModalProps) {
  const { t } = useTranslation('system');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<Values>>(undefined);
  const [add] = useExplicitNumberAddMutation();
  const [update] = useExplicitNumberUpdateMutation();

  const initialValues: Partial<Values> = record
    ? {
        phone: record.phone,
        owner_name: record.owner_name,
        id_card_front: record.id_card_front,
        id_card_back: record.id_card_back,
        staff_id: record.staff_id,
        remark: record.remark,
      }
    : {};

  const idRules = [
    ...(record ? [] : [{ required: true, message: t('explicitNumber.idRequired') }]),
    {
      validator: async (_rule: unknown, value?: string) => {
        if (value && !isValidIdCardNumber(value.trim())) throw new Error(t('explicitNumber.idInvalid'));
      },
    },
  ];

  return (
    <ModalForm<Values>
      name="explicit-number"
      title={t(record ? 'explicitNumber.editTitle' : 'explicitNumber.addTitle')}
      width={560}
      {...dialog}
      formRef={formRef}
      initialValues={initialValues}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (values) => {
        const body = {
          ...values,
          phone: values.phone.trim(),
          owner_name: values.owner_name.trim(),
          id_card_no: values.id_card_no?.trim().toUpperCase() || undefined,
        };
        const save = record
          ? update({ body: { ...body, id: record.id } })
          : add({ body: { ...body, id_card_no: body.id_card_no ?? '' } });
        return !!(await submit(formRef.current, save, {
          success: t(record ? 'explicitNumber.saved' : 'explicitNumber.added'),
          duplicateField: 'phone',
        }));
      }}
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('explicitNumber.reviewHint')} />
      <ProFormText
        name="phone"
        label={t('explicitNumber.phone')}
        placeholder={t('explicitNumber.phonePlaceholder')}
        fieldProps={{ maxLength: 11 }}
        rules={limitRules(LIMITS.phone, {
          required: t('explicitNumber.phoneRequired'),
          pattern: t('explicitNumber.phoneInvalid'),
        })}
      />
      <ProFormText
        name="owner_name"
        label={t('explicitNumber.owner')}
        placeholder={t('explicitNumber.ownerPlaceholder')}
        fieldProps={{ maxLength: LIMITS.owner_name.maxLength, showCount: true }}
        rules={limitRules(LIMITS.owner_name, {
          required: t('explicitNumber.ownerRequired'),
          max: (n) => t('explicitNumber.ownerMax', { n }),
        })}
      />
      <ProFormText
        name="id_card_no"
        label={t('explicitNumber.idCardNo')}
        placeholder={
          record
            ? t('explicitNumber.idKeep', { masked: record.id_card_no })
            : t('explicitNumber.idPlaceholder')
        }
        fieldProps={{ maxLength: 18 }}
        rules={idRules}
      />
      <div style={{ display: 'flex', gap: 24 }}>
        <Form.Item
          name="id_card_front"
          label={t('explicitNumber.front')}
          rules={[{ required: true, message: t('explicitNumber.frontRequired') }]}
        >
          <IdCardUpload side="front" />
        </Form.Item>
        <Form.Item
          name="id_card_back"
          label={t('explicitNumber.back')}
          rules={[{ required: true, message: t('explicitNumber.backRequired') }]}
        >
          <IdCardUpload side="back" />
        </Form.Item>
      </div>
      <ProFormSelect
        name="staff_id"
        label={t('explicitNumber.staff')}
        options={staff}
        showSearch
        fieldProps={{ optionFilterProp: 'label' }}
        rules={[{ required: true, message: t('explicitNumber.staffRequired') }]}
      />
      <ProFormTextArea
        name="remark"
        label={t('explicitNumber.remark')}
        fieldProps={{ maxLength: LIMITS.remark.maxLength, showCount: true }}
        rules={limitRules(LIMITS.remark, { max: (n) => t('explicitNumber.remarkMax', { n }) })}
      />
    </ModalForm>
  );
}
