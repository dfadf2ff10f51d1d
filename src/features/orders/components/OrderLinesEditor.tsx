import { useMemo, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { EditableProTable, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { ordersLimits } from '@/api/generated/orders.limits.gen';
import type { MallSkuOption } from '../api';
import { formatFen, fenToYuanText, lineAmountFen, lineGoodsFen } from '../money';
import { firstLineFault, lineFen, newLineKey, type LineValues } from './order-line-values';

/** The contract's most fen for a unit price or a discount, as yuan. */
const MAX_YUAN = (ordersLimits.orderAdd.lines.items.fields.unit_price_fen.maximum ?? 0) / 100;

interface OrderLinesEditorProps {
  skus: MallSkuOption[];
  /** The keys of the lines the form starts with (all lines are edited in place). */
  initialKeys: string[];
}

/**
 * The order's lines edited in place: a SKU (its price is proposed as the unit price), a quantity within
 * stock, the unit price and a discount off the line, in yuan; the line's amount follows as typed.
 */
export function OrderLinesEditor({ skus, initialKeys }: OrderLinesEditorProps) {
  const { t } = useTranslation('orders');
  const [editableKeys, setEditableKeys] = useState<React.Key[]>(initialKeys);
  const skuById = useMemo(() => new Map(skus.map((s) => [s.sku_id, s])), [skus]);

  const columns = useMemo((): ProColumns<LineValues>[] => {
    const rowOf = (form: FormInstance, index: number) =>
      (form.getFieldValue(['lines', index]) ?? {}) as LineValues;
    return [
      {
        title: t('form.sku'),
        dataIndex: 'sku_id',
        valueType: 'select',
        width: '36%',
        fieldProps: (form, { rowIndex }) => ({
          'aria-label': t('form.sku'),
          showSearch: { optionFilterProp: 'label' },
          // a short catalogue: every option is drawn, none left to the virtual list
          virtual: false,
          options: skus.map((s) => ({
            value: s.sku_id,
            label: t('form.skuOption', { product: s.product_name, label: s.sku_label, stock: s.stock }),
          })),
          onChange: (id: number) => {
            const sku = skuById.get(id);
            // the SKU's price is proposed; a negotiated one is typed over it
            if (sku) form.setFieldValue(['lines', rowIndex, 'unit_price'], fenToYuanText(sku.price));
          },
        }),
        formItemProps: (form, { rowIndex }) => ({
          rules: [
            { required: true, message: t('form.skuRequired') },
            {
              validator: async (_r, id?: number) => {
                const lines = (form.getFieldValue('lines') ?? []) as LineValues[];
                if (id && lines.some((l, i) => i !== rowIndex && l.sku_id === id))
                  throw new Error(t('form.duplicateSku'));
              },
            },
          ],
        }),
      },
      {
        title: t('form.quantity'),
        dataIndex: 'quantity',
        valueType: 'digit',
        width: '12%',
        fieldProps: { min: 1, max: 99999, precision: 0, 'aria-label': t('form.quantity') },
        formItemProps: (form, { rowIndex }) => ({
          rules: [
            { required: true, message: t('form.quantityRequired') },
            {
              validator: async (_r, quantity?: number) => {
                const sku = skuById.get(rowOf(form, rowIndex).sku_id ?? 0);
                if (sku && quantity && quantity > sku.stock)
                  throw new Error(t('form.overStock', { stock: sku.stock }));
              },
            },
          ],
        }),
      },
      {
        title: t('form.unitPrice'),
        dataIndex: 'unit_price',
        valueType: 'digit',
        width: '16%',
        fieldProps: { min: 0, max: MAX_YUAN, precision: 2, 'aria-label': t('form.unitPrice') },
        formItemProps: { rules: [{ required: true, message: t('form.unitPriceRequired') }] },
      },
      {
        title: t('form.discount'),
        dataIndex: 'discount',
        valueType: 'digit',
        width: '14%',
        fieldProps: { min: 0, max: MAX_YUAN, precision: 2, 'aria-label': t('form.discount') },
        formItemProps: (form, { rowIndex }) => ({
          rules: [
            {
              validator: async () => {
                const line = lineFen(rowOf(form, rowIndex));
                if (line.discount_fen > lineGoodsFen(line)) throw new Error(t('form.discountOver'));
              },
            },
          ],
        }),
      },
      {
        title: t('form.amount'),
        dataIndex: 'amount',
        editable: false,
        width: '14%',
        render: (_d, _line, index) => <LineAmount index={index} />,
      },
      { title: '', valueType: 'option', width: 60 },
    ];
  }, [t, skus, skuById]);

  return (
    <EditableProTable<LineValues>
      name="lines"
      rowKey="key"
      columns={columns}
      formItemProps={{
        rules: [
          {
            // the cells say what is wrong as it is typed; this holds the save until every line is right
            validator: async (_r, lines?: LineValues[]) => {
              if (!lines?.length) throw new Error(t('form.linesRequired'));
              const fault = firstLineFault(lines, skuById);
              if (fault)
                throw new Error(t('form.lineFault', { row: fault.row, fault: t(fault.key, fault.params) }));
            },
          },
        ],
      }}
      recordCreatorProps={{
        position: 'bottom',
        record: () => ({ key: newLineKey(), quantity: 1 }),
        creatorButtonText: t('form.addLine'),
      }}
      editable={{
        type: 'multiple',
        editableKeys,
        onChange: setEditableKeys,
        actionRender: (_row, _config, dom) => [dom.delete],
        deleteText: t('form.removeLine'),
      }}
      maxLength={50}
    />
  );
}

/** A line's amount as typed so far (quantity × unit price − discount). */
function LineAmount({ index }: { index: number }) {
  const form = Form.useFormInstance();
  const line = (Form.useWatch(['lines', index], form) ?? { key: '' }) as LineValues;
  return <>{formatFen(lineAmountFen(lineFen(line)))}</>;
}
