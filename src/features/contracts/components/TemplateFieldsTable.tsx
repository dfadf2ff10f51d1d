import { useMemo, useState } from 'react';
import { EditableProTable, type ProColumns } from '@ant-design/pro-components';
import { Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractsLimits } from '@/api/generated/contracts.limits.gen';
import { limitRules } from '@/api/field-limits';
import { useEnum } from '@/components/data-table';
import { FIELD_TYPE } from '../enums';
import { nameCount, newFieldRow, type FieldRow } from '../template-fields';

const NAME_LIMIT = contractsLimits.contractTemplateAdd.fields.items.fields.name;

interface TemplateFieldsTableProps {
  /** The template's form: the rows live in its `fields` value, so a failed save keeps them. */
  form: FormInstance;
  initialKeys: string[];
}

/** The fill-in fields of a template: name (unique, 1–20 characters), type and whether it must be filled. */
export function TemplateFieldsTable({ form, initialKeys }: TemplateFieldsTableProps) {
  const { t } = useTranslation('contracts');
  const types = useEnum(FIELD_TYPE);
  const [editableKeys, setEditableKeys] = useState<React.Key[]>(initialKeys);

  const columns = useMemo((): ProColumns<FieldRow>[] => {
    const label = (what: string, index?: number) => `${what} ${(index ?? 0) + 1}`;
    return [
      {
        title: t('field.name'),
        dataIndex: 'name',
        width: '40%',
        fieldProps: (_f, { rowIndex }) => ({ 'aria-label': label(t('field.name'), rowIndex) }),
        formItemProps: {
          rules: [
            ...limitRules(NAME_LIMIT, {
              required: t('field.nameRequired'),
              max: (n) => t('field.nameMax', { n }),
            }),
            {
              validator: async (_rule, value?: string) => {
                if (value && nameCount(form.getFieldValue('fields') as FieldRow[], value) > 1)
                  throw new Error(t('field.nameRepeated', { name: value.trim() }));
              },
            },
          ],
        },
      },
      {
        title: t('field.type'),
        dataIndex: 'type',
        valueType: 'select',
        width: '25%',
        valueEnum: types.valueEnum,
        fieldProps: (_f, { rowIndex }) => ({
          'aria-label': label(t('field.type'), rowIndex),
          allowClear: false,
        }),
      },
      {
        title: t('field.required'),
        dataIndex: 'required',
        valueType: 'switch',
        width: '15%',
        fieldProps: (_f, { rowIndex }) => ({ 'aria-label': label(t('field.required'), rowIndex) }),
      },
      { title: t('field.actions'), valueType: 'option', width: '20%' },
    ];
  }, [t, types, form]);

  return (
    <EditableProTable<FieldRow>
      name="fields"
      rowKey="key"
      headerTitle={t('field.title')}
      columns={columns}
      scroll={{ x: 'max-content' }}
      // antd draws a text empty in its disabled grey, too faint to read
      locale={{ emptyText: <Typography.Text type="secondary">{t('field.none')}</Typography.Text> }}
      recordCreatorProps={{
        position: 'bottom',
        newRecordType: 'dataSource',
        creatorButtonText: t('field.add'),
        record: newFieldRow,
      }}
      editable={{
        type: 'multiple',
        editableKeys,
        onChange: setEditableKeys,
        actionRender: (_row, _config, dom) => [dom.delete],
        deleteText: t('field.delete'),
      }}
    />
  );
}
