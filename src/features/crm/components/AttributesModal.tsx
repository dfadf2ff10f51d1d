import { useRef } from 'react';
import { Button, Space, Switch, Table, Tag, type FormInstance } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  ModalForm,
  ProFormDependency,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/row-actions';
import { limitRules } from '@/api/field-limits';
import { crmLimits } from '@/api/generated/crm.limits.gen';
import {
  useFormDialog,
  useFormSubmit,
  type FormDialogProps,
  useMutationFeedback,
} from '@/components/form-dialog';
import {
  useCrmAttributeAddMutation,
  useCrmAttributeDeleteMutation,
  useCrmAttributeListQuery,
  useCrmAttributeUpdateMutation,
} from '../api';
import type { CustomerAttribute } from '../types';
import { DIALOG_WIDTH } from '@/lib/dialog-width';

const TYPES = [1, 2, 3, 4] as const;
const CHOICE = 4;

interface AttributeValues {
  name: string;
  type: CustomerAttribute['type'];
  options?: string[];
  required: boolean;
  enabled: boolean;
}

/** Create or change one custom attribute. A refused save keeps what was typed. */
function AttributeForm({ attribute, ...dialog }: FormDialogProps & { attribute: CustomerAttribute | null }) {
  const { t } = useTranslation('crm');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance>(undefined);
  const [add] = useCrmAttributeAddMutation();
  const [update] = useCrmAttributeUpdateMutation();
  return (
    <ModalForm<AttributeValues>
      title={t(attribute ? 'attributes.editTitle' : 'attributes.addTitle')}
      width={DIALOG_WIDTH.medium}
      {...dialog}
      formRef={formRef}
      modalProps={{ destroyOnHidden: true }}
      initialValues={
        attribute
          ? { ...attribute, required: attribute.required === 1, enabled: attribute.enabled === 1 }
          : { type: 1, required: false, enabled: true }
      }
      onFinish={async (values) => {
        const body = {
          name: values.name.trim(),
          type: values.type,
          options: values.type === CHOICE ? (values.options ?? []).map((o) => o.trim()) : [],
          required: values.required ? 1 : 0,
          enabled: values.enabled ? 1 : 0,
        } as const;
        const save = attribute ? update({ body: { ...body, id: attribute.id } }) : add({ body });
        return !!(await submit(formRef.current, save, {
          success: t(attribute ? 'form.saved' : 'form.added'),
        }));
      }}
    >
      <ProFormText
        name="name"
        label={t('attributes.name')}
        rules={limitRules(crmLimits.crmAttributeAdd.name, {
          required: t('attributes.nameRequired'),
          max: (n) => t('attributes.nameMax', { n }),
        })}
      />
      <ProFormRadio.Group
        name="type"
        label={t('attributes.type')}
        options={TYPES.map((type) => ({ value: type, label: t(`attributes.types.${type}`) }))}
      />
      <ProFormDependency name={['type']}>
        {({ type }: { type?: number }) =>
          type === CHOICE && (
            <ProFormSelect
              name="options"
              label={t('attributes.options')}
              mode="tags"
              fieldProps={{ open: false, tokenSeparators: [','] }}
              placeholder={t('attributes.optionsPlaceholder')}
              rules={[
                {
                  validator: async (_rule, value?: string[]) => {
                    const options = (value ?? []).map((o) => o.trim()).filter(Boolean);
                    if (options.length < 2) throw new Error(t('attributes.optionsMin'));
                    if (options.some((o) => [...o].length > 20)) throw new Error(t('attributes.optionMax'));
                  },
                },
              ]}
            />
          )
        }
      </ProFormDependency>
      <ProFormSwitch name="required" label={t('attributes.required')} />
      <ProFormSwitch name="enabled" label={t('attributes.enabled')} />
    </ModalForm>
  );
}

/** The custom customer attributes: the extra fields of the customer form and the list's optional columns. */
export function AttributesModal(dialog: FormDialogProps) {
  const { t } = useTranslation(['crm', 'common']);
  const feedback = useMutationFeedback();
  const list = useCrmAttributeListQuery();
  const [update] = useCrmAttributeUpdateMutation();
  const [remove] = useCrmAttributeDeleteMutation();
  const editor = useFormDialog<CustomerAttribute>();

  const setEnabled = async (a: CustomerAttribute, enabled: boolean) => {
    const result = await update({ body: { ...a, enabled: enabled ? 1 : 0 } });
    await feedback(result, { success: t('form.saved') });
  };

  return (
    <ModalForm title={t('attributes.title')} width={720} {...dialog} submitter={false}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => editor.open()}>
          {t('attributes.add')}
        </Button>
        <AttributeForm {...editor.props} attribute={editor.record} />
        <Table<CustomerAttribute>
          size="small"
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.data}
          pagination={false}
          locale={{ emptyText: t('attributes.none') }}
          columns={[
            { title: t('attributes.name'), dataIndex: 'name' },
            {
              title: t('attributes.type'),
              dataIndex: 'type',
              width: 90,
              render: (_d, a) => t(`attributes.types.${a.type}`),
            },
            {
              title: t('attributes.options'),
              dataIndex: 'options',
              render: (_d, a) => (a.options.length ? a.options.map((o) => <Tag key={o}>{o}</Tag>) : '-'),
            },
            {
              title: t('attributes.required'),
              dataIndex: 'required',
              width: 70,
              render: (_d, a) => t(a.required ? 'attributes.yes' : 'attributes.no'),
            },
            {
              title: t('attributes.enabled'),
              dataIndex: 'enabled',
              width: 70,
              render: (_d, a) => (
                <Switch
                  size="small"
                  checked={a.enabled === 1}
                  aria-label={t('attributes.enableOne', { name: a.name })}
                  onChange={(on) => void setEnabled(a, on)}
                />
              ),
            },
            {
              title: t('field.actions'),
              key: 'actions',
              width: 110,
              render: (_d, a) => (
                <RowActions
                  row={a.name}
                  actions={[
                    { key: 'edit', label: t('action.edit'), onClick: () => editor.open(a) },
                    {
                      key: 'delete',
                      label: t('action.delete'),
                      danger: true,
                      confirm: {
                        title: t('common:confirmDelete'),
                        description: t('attributes.deleteEffect', { name: a.name }),
                      },
                      onClick: () =>
                        feedback(remove({ body: { id: a.id } }), { success: t('common:deleteSuccess') }),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </Space>
    </ModalForm>
  );
}
