import { useRef } from 'react';
import type { FormInstance } from 'antd';
import { RowActions } from '@/components/row-actions';
import {
  EditableProTable,
  ModalForm,
  ProFormRadio,
  ProFormSelect,
  type ProColumns,
} from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { LabelTag } from './LabelTag';
import { limitRules } from '@/api/field-limits';
import { crmLimits } from '@/api/generated/crm.limits.gen';
import { useFormSubmit, type FormDialogProps, useMutationFeedback } from '@/components/form-dialog';
import type { CustomerLabelListApiResponse } from '@/api/generated/crm.gen';
import {
  useCustomerLabelAddMutation,
  useCustomerLabelAssignMutation,
  useCustomerLabelDeleteMutation,
  useCustomerLabelListQuery,
  useCustomerLabelUpdateMutation,
} from '../api';

type Label = CustomerLabelListApiResponse['data'][number];
const NEW_ID = -1;

/** Add, rename, recolour and delete labels in place. */
export function ManageLabelsModal(dialog: FormDialogProps) {
  const { t } = useTranslation(['crm', 'common']);
  const feedback = useMutationFeedback();
  const labels = useCustomerLabelListQuery();
  const [add] = useCustomerLabelAddMutation();
  const [update] = useCustomerLabelUpdateMutation();
  const [remove] = useCustomerLabelDeleteMutation();

  const columns: ProColumns<Label>[] = [
    {
      title: t('labels.name'),
      dataIndex: 'name',
      fieldProps: { placeholder: t('labels.name') },
      formItemProps: {
        rules: limitRules(crmLimits.customerLabelAdd.name, {
          required: t('labels.nameRequired'),
          max: (n) => t('labels.nameMax', { n }),
        }),
      },
      render: (_d, l) => <LabelTag name={l.name} color={l.color} />,
    },
    { title: t('labels.color'), dataIndex: 'color', valueType: 'color', width: 90 },
    { title: t('labels.count'), dataIndex: 'customer_count', editable: false, width: 80 },
    {
      title: t('field.actions'),
      valueType: 'option',
      width: 120,
      render: (_d, l, _i, action) => (
        <RowActions
          row={l.name}
          actions={[
            { key: 'edit', label: t('action.edit'), onClick: () => action?.startEditable(l.id) },
            {
              key: 'delete',
              label: t('action.delete'),
              danger: true,
              confirm: {
                title: t('common:confirmDelete'),
                description: t('labels.deleteEffect', { name: l.name }),
              },
              onClick: () => feedback(remove({ body: { id: l.id } }), { success: t('common:deleteSuccess') }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <ModalForm title={t('labels.manageTitle')} width={640} {...dialog} submitter={false}>
      <EditableProTable<Label>
        rowKey="id"
        columns={columns}
        value={labels.data?.data}
        loading={labels.isFetching}
        recordCreatorProps={{
          position: 'bottom',
          creatorButtonText: t('labels.add'),
          record: () => ({ id: NEW_ID, name: '', color: '#1677ff', customer_count: 0 }),
        }}
        editable={{
          type: 'single',
          onSave: async (_key, row) => {
            const color = typeof row.color === 'string' ? row.color : '#1677ff';
            const body = { name: row.name.trim(), color };
            const result =
              row.id === NEW_ID ? await add({ body }) : await update({ body: { ...body, id: row.id } });
            const outcome = await feedback(result, { success: t('form.saved') });
            // a refusal keeps the row in editing (the request layer showed why)
            if (!outcome.ok) return Promise.reject(outcome.error);
          },
          actionRender: (_row, _config, dom) => [dom.save, dom.cancel],
        }}
      />
    </ModalForm>
  );
}

/** Give the selected customers labels, added to or replacing theirs. */
export function AssignLabelsModal({
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
  const labels = useCustomerLabelListQuery().data?.data ?? [];
  const [assign] = useCustomerLabelAssignMutation();
  return (
    <ModalForm<{ label_ids: number[]; mode: 'append' | 'replace' }>
      title={t('labels.assignTitle')}
      width={440}
      {...dialog}
      formRef={formRef}
      initialValues={{ mode: 'append', label_ids: [] }}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (values) => {
        if (
          !(await submit(formRef.current, assign({ body: { customer_ids: ids, ...values } }), {
            success: t('labels.assigned', { count: ids.length }),
          }))
        )
          return false;
        onDone();
        return true;
      }}
    >
      <ProFormSelect
        name="label_ids"
        label={t('labels.pick')}
        mode="multiple"
        options={labels.map((l) => ({ value: l.id, label: l.name }))}
      />
      <ProFormRadio.Group
        name="mode"
        label={t('labels.mode')}
        options={[
          { value: 'append', label: t('labels.append') },
          { value: 'replace', label: t('labels.replace') },
        ]}
      />
    </ModalForm>
  );
}
