import { useRef, useState } from 'react';
import { Button, Descriptions, Drawer, Empty, Timeline, Typography, type FormInstance } from 'antd';
import {
  ProForm,
  ProFormDateTimePicker,
  ProFormRadio,
  ProFormSelect,
  ProFormTextArea,
} from '@ant-design/pro-components';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { crmLimits } from '@/api/generated/crm.limits.gen';
import { useFormSubmit } from '@/components/form-dialog';
import { useCustomerFollowUpAddMutation, useCustomerFollowUpListQuery } from '../api';
import type { Customer } from '../types';
import type { useCrmOptions } from '../use-crm-options';

interface FollowUpValues {
  type: 1 | 2 | 3 | 4;
  content: string;
  node_id?: number;
  next_follow_at?: string;
}

const PAGE = 10;

/** A customer's follow-ups as a timeline, newest first, with the form that adds the next one. */
export function FollowUpDrawer({
  customer,
  options,
  readOnly,
  onClose,
}: {
  customer?: Customer;
  options: ReturnType<typeof useCrmOptions>;
  readOnly?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('crm');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance>(undefined);
  const [limit, setLimit] = useState(PAGE);
  const history = useCustomerFollowUpListQuery(
    { body: { customer_id: customer?.id ?? 0, page: 1, limit } },
    { skip: !customer },
  );
  const [add] = useCustomerFollowUpAddMutation();
  const page = history.data?.data;

  const save = async (values: FollowUpValues) => {
    if (!customer) return false;
    const saved = add({ body: { ...values, customer_id: customer.id } });
    if (!(await submit(formRef.current, saved, { success: t('followUp.added') }))) return false;
    formRef.current?.resetFields();
    return true;
  };

  return (
    <Drawer
      open={!!customer}
      size={600}
      title={customer ? `${t('followUp.title')} · ${customer.name}` : undefined}
      destroyOnHidden
      onClose={() => {
        setLimit(PAGE);
        onClose();
      }}
    >
      {customer && (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('field.contactName')}>{customer.contact_name}</Descriptions.Item>
          <Descriptions.Item label={t('field.phone')}>{customer.phone}</Descriptions.Item>
          <Descriptions.Item label={t('field.node')}>{customer.node_name ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('field.owner')}>{customer.owner_name ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('field.nextFollowAt')}>
            {customer.next_follow_at ?? '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.focus')}>{customer.focus || '-'}</Descriptions.Item>
        </Descriptions>
      )}
      {customer && !readOnly && (
        <ProForm<FollowUpValues>
          formRef={formRef}
          initialValues={{ type: 1, node_id: customer.node_id ?? undefined }}
          onFinish={save}
          submitter={{ searchConfig: { submitText: t('followUp.add') }, resetButtonProps: false }}
        >
          <ProFormRadio.Group
            name="type"
            label={t('followUp.type')}
            radioType="button"
            options={([1, 2, 3, 4] as const).map((v) => ({ value: v, label: t(`followUp.types.${v}`) }))}
          />
          <ProFormTextArea
            name="content"
            label={t('followUp.content')}
            fieldProps={{
              rows: 3,
              showCount: true,
              maxLength: crmLimits.customerFollowUpAdd.content.maxLength,
            }}
            rules={limitRules(crmLimits.customerFollowUpAdd.content, {
              required: t('followUp.contentRequired'),
              max: (n) => t('followUp.contentMax', { n }),
            })}
          />
          <ProForm.Group>
            <ProFormSelect
              name="node_id"
              label={t('followUp.node')}
              width="sm"
              options={options.nodes.map((n) => ({ value: n.id, label: n.name }))}
            />
            <ProFormDateTimePicker
              name="next_follow_at"
              label={t('followUp.nextFollowAt')}
              width="md"
              fieldProps={{
                format: 'YYYY-MM-DD HH:mm:ss',
                disabledDate: (d) => d.isBefore(dayjs().startOf('day')),
              }}
              rules={[
                {
                  validator: (_r, v?: string) =>
                    !v || dayjs(v).isAfter(dayjs())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('followUp.nextInPast'))),
                },
              ]}
            />
          </ProForm.Group>
        </ProForm>
      )}
      <Typography.Title level={5} style={{ marginTop: 8 }}>
        {t('followUp.title')}
      </Typography.Title>
      {page && page.data.length === 0 ? (
        <Empty description={t('followUp.none')} />
      ) : (
        <Timeline
          items={(page?.data ?? []).map((f) => ({
            key: f.id,
            content: (
              <div>
                <Typography.Text type="secondary">
                  {f.created_at} · {t('followUp.by', { staff: f.staff_name, type: f.type_name })}
                </Typography.Text>
                <div style={{ whiteSpace: 'pre-wrap' }}>{f.content}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {f.node_name ? t('followUp.stage', { node: f.node_name }) : ''}
                  {f.node_name && f.next_follow_at ? ' · ' : ''}
                  {f.next_follow_at ? t('followUp.next', { time: f.next_follow_at }) : ''}
                </Typography.Text>
              </div>
            ),
          }))}
        />
      )}
      {page && page.total > page.data.length && (
        <Button block loading={history.isFetching} onClick={() => setLimit((l) => l + PAGE)}>
          {t('followUp.more')}
        </Button>
      )}
    </Drawer>
  );
}
