import type { ReactNode } from 'react';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { mallLimits } from '@/api/generated/mall.limits.gen';
import { DeleteConfirm } from '@/components/delete-confirm';
import {
  useMallAttrValueAddMutation,
  useMallAttrValueDeleteMutation,
  useMallAttrValueSortMutation,
  useMallAttrValueUpdateMutation,
  type MallAttrGroup,
  type MallAttrValue,
} from '../api';
import { moved } from '../move';
import type { NameEdit } from './NameModal';
import { useMutationFeedback } from '@/components/form-dialog';

interface AttrGroupCardProps {
  group: MallAttrGroup;
  first: boolean;
  last: boolean;
  onMove(step: -1 | 1): void;
  onRename(): void;
  onDelete(): void;
  /** Opens the name dialog (adding or renaming a value). */
  onName(edit: NameEdit): void;
}

/** One attribute group: its name and order among the groups, and its values in order. */
export function AttrGroupCard({
  group,
  first,
  last,
  onMove,
  onRename,
  onDelete,
  onName,
}: AttrGroupCardProps) {
  const { t } = useTranslation(['mall', 'common']);
  const feedback = useMutationFeedback();
  const [addValue] = useMallAttrValueAddMutation();
  const [renameValue] = useMallAttrValueUpdateMutation();
  const [removeValue] = useMallAttrValueDeleteMutation();
  const [sortValues] = useMallAttrValueSortMutation();
  const ids = group.values.map((v) => v.id);

  const valueTexts = {
    label: t('attr.valueName'),
    required: t('attr.valueNameRequired'),
    max: (n: number) => t('attr.valueNameMax', { n }),
    limit: mallLimits.mallAttrValueAdd.name,
  };
  const moveValue = async (index: number, step: -1 | 1) => {
    const result = await sortValues({ body: { group_id: group.id, ids: moved(ids, index, step) } });
    await feedback(result, { success: t('attr.sorted') });
  };
  const deleteValue = async (v: MallAttrValue) => {
    await feedback(removeValue({ body: { id: v.id } }), { success: t('common:deleteSuccess') });
  };
  const iconButton = (label: string, icon: ReactNode, onClick?: () => void, disabled = false) => (
    <Button
      type="text"
      size="small"
      icon={icon}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    />
  );

  return (
    <section aria-label={group.name}>
      <Card
        type="inner"
        title={
          <Space>
            <span>{group.name}</span>
            <Tag>{t('attr.valueCount', { count: group.values.length })}</Tag>
          </Space>
        }
        extra={
          <Space size={0}>
            {iconButton(`${t('attr.moveUp')} ${group.name}`, <ArrowUpOutlined />, () => onMove(-1), first)}
            {iconButton(`${t('attr.moveDown')} ${group.name}`, <ArrowDownOutlined />, () => onMove(1), last)}
            {iconButton(`${t('attr.rename')} ${group.name}`, <EditOutlined />, onRename)}
            <DeleteConfirm
              title={t('common:confirmDelete')}
              description={t('attr.deleteGroupEffect', { name: group.name })}
              onConfirm={onDelete}
            >
              {iconButton(`${t('attr.delete')} ${group.name}`, <DeleteOutlined />)}
            </DeleteConfirm>
          </Space>
        }
      >
        <Table<MallAttrValue>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={group.values}
          locale={{ emptyText: <Typography.Text type="secondary">{t('attr.noValues')}</Typography.Text> }}
          columns={[
            { title: t('attr.value'), dataIndex: 'name' },
            { title: t('attr.skuCount'), dataIndex: 'sku_count', width: 140 },
            {
              title: t('attr.actions'),
              key: 'actions',
              width: 180,
              render: (_v, v, index) => (
                <Space size={0}>
                  {iconButton(
                    `${t('attr.moveUp')} ${v.name}`,
                    <ArrowUpOutlined />,
                    () => moveValue(index, -1),
                    index === 0,
                  )}
                  {iconButton(
                    `${t('attr.moveDown')} ${v.name}`,
                    <ArrowDownOutlined />,
                    () => moveValue(index, 1),
                    index === ids.length - 1,
                  )}
                  {iconButton(`${t('attr.rename')} ${v.name}`, <EditOutlined />, () =>
                    onName({
                      ...valueTexts,
                      title: t('attr.renameValue'),
                      name: v.name,
                      success: t('attr.saved'),
                      save: (name) => renameValue({ body: { id: v.id, name } }),
                    }),
                  )}
                  <DeleteConfirm title={t('common:confirmDelete')} onConfirm={() => deleteValue(v)}>
                    {iconButton(`${t('attr.delete')} ${v.name}`, <DeleteOutlined />)}
                  </DeleteConfirm>
                </Space>
              ),
            },
          ]}
        />
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          style={{ marginTop: 12 }}
          onClick={() =>
            onName({
              ...valueTexts,
              title: t('attr.addValue'),
              success: t('attr.added'),
              save: (name) => addValue({ body: { group_id: group.id, name } }),
            })
          }
        >
          {t('attr.addValue')}
        </Button>
      </Card>
    </section>
  );
}
