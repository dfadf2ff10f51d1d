import { useState, type ChangeEvent } from 'react';
import { App, Button, Checkbox, Empty, Input, Space, Typography } from 'antd';
import { EditableProTable, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { yuanToFen } from '@/domain/money';
import type { MallAttrGroup } from '../api';
import { skuRows, type ChosenValues, type SkuRow } from '../sku-grid';

interface SkuEditorProps {
  groups: readonly MallAttrGroup[];
  /** What was chosen when the editor opened (an edited product's values). */
  initialChosen: ChosenValues;
  value?: SkuRow[];
  onChange?(rows: SkuRow[]): void;
}

/**
 * A product's SKUs: the values chosen per attribute group make the rows (every combination), whose price (in
 * yuan, as typed) and stock are edited in the grid; one price can be given to every row at once.
 */
export function SkuEditor({ groups, initialChosen, value = [], onChange }: SkuEditorProps) {
  const { t } = useTranslation('mall');
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<ChosenValues>(initialChosen);
  const [bulkPrice, setBulkPrice] = useState('');

  const choose = (groupId: number, ids: number[]) => {
    const next = { ...chosen, [groupId]: ids };
    setChosen(next);
    onChange?.(skuRows(groups, next, value));
  };

  const setAllPrices = () => {
    if (yuanToFen(bulkPrice) === null) {
      void message.error(t('product.sku.bulkInvalid'));
      return;
    }
    const price = bulkPrice.trim();
    onChange?.(value.map((r) => ({ ...r, price })));
    void message.success(t('product.sku.bulkDone', { count: value.length, price }));
  };

  // Each cell reports its change at once: the grid's own report (onValuesChange) comes 64 ms late, and would
  // undo a value chosen or a bulk price set in between.
  const patch = (key: string, change: Partial<SkuRow>) =>
    onChange?.(value.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const columns: ProColumns<SkuRow>[] = [
    { title: t('product.sku.label'), dataIndex: 'label', editable: false },
    {
      title: t('product.sku.price'),
      dataIndex: 'price',
      width: 180,
      fieldProps: (_form, { entity }: { entity: SkuRow }) => ({
        placeholder: t('product.sku.pricePlaceholder'),
        'aria-label': `${t('product.sku.price')} ${entity.label}`,
        onChange: (e: ChangeEvent<HTMLInputElement>) => patch(entity.key, { price: e.target.value }),
      }),
    },
    {
      title: t('product.sku.stock'),
      dataIndex: 'stock',
      valueType: 'digit',
      width: 140,
      fieldProps: (_form, { entity }: { entity: SkuRow }) => ({
        min: 0,
        precision: 0,
        'aria-label': `${t('product.sku.stock')} ${entity.label}`,
        onChange: (stock: number | null) => patch(entity.key, { stock }),
      }),
    },
  ];

  if (!groups.length) return <Empty description={t('product.sku.noGroups')} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('product.sku.hint')}</Typography.Text>
      {groups.map((g) => (
        <div key={g.id} role="group" aria-label={g.name}>
          <Typography.Text strong style={{ marginRight: 12 }}>
            {g.name}
          </Typography.Text>
          <Checkbox.Group
            value={chosen[g.id] ?? []}
            options={g.values.map((v) => ({ value: v.id, label: v.name }))}
            onChange={(ids) => choose(g.id, ids)}
          />
        </div>
      ))}
      <Space.Compact>
        <Input
          aria-label={t('product.sku.bulkPrice')}
          placeholder={t('product.sku.bulkPrice')}
          value={bulkPrice}
          onChange={(e) => setBulkPrice(e.target.value)}
          style={{ width: 160 }}
        />
        <Button disabled={!value.length} onClick={setAllPrices}>
          {t('product.sku.bulkSet')}
        </Button>
      </Space.Compact>
      <EditableProTable<SkuRow>
        rowKey="key"
        columns={columns}
        value={value}
        controlled
        recordCreatorProps={false}
        locale={{ emptyText: t('product.sku.empty') }}
        editable={{
          type: 'multiple',
          editableKeys: value.map((r) => r.key),
          actionRender: () => [],
        }}
      />
    </Space>
  );
}
