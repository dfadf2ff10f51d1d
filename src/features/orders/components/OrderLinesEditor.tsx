import { useEffect, useMemo, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { EditableProTable, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { ordersLimits } from '@/api/generated/orders.limits.gen';
import type { MallSkuOption } from '../api';
import { formatFen, yuan, lineAmountFen, lineGoodsFen } from '@/domain/money';
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
  useLinesErrorFollowsLines();

  const columns = useMemo((): ProColumns<LineValues>[] => {
    const rowOf = (form: FormInstance, index: number) =>
      (form.getFieldValue(['lines', index]) ?? {}) as LineValues;
    return [
      {
        title: t('form.sku'),
        dataIndex: 'sku_id',
        valueType: 'select',
        width: '34%',
        fieldProps: (form, { rowIndex }) => ({
          'aria-label': t('form.sku'),
          showSearch: { optionFilterProp: 'label' },
          // a short catalogue: every option is drawn, none left to the virtual list
          virtual: false,
          // the list is as wide as its longest option, so each reads whole with its stock (the cell is narrower)
          popupMatchSelectWidth: false,
          options: skus.map((s) => ({
            value: s.sku_id,
            label: t('form.skuOption', { product: s.product_name, label: s.sku_label, stock: s.stock }),
          })),
          onChange: (id: number) => {
            const sku = skuById.get(id);
            // the SKU's price is proposed; a negotiated one is typed over it
            if (sku) form.setFieldValue(['lines', rowIndex, 'unit_price'], yuan(sku.price));
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
        width: '11%',
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
        width: '15%',
        fieldProps: { min: 0, max: MAX_YUAN, precision: 2, 'aria-label': t('form.unitPrice') },
        formItemProps: { rules: [{ required: true, message: t('form.unitPriceRequired') }] },
      },
      {
        title: t('form.discount'),
        dataIndex: 'discount',
        valueType: 'digit',
        width: '13%',
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
        width: '13%',
        render: (_d, _line, index) => <LineAmount index={index} />,
      },
      // 删除 on one line: its link and the cell's padding need more than 60 px, and the other columns leave it
      // room at 1280 px (the drawer is then 800 px wide)
      { title: '', valueType: 'option', width: 76 },
    ];
  }, [t, skus, skuById]);

  return (
    <EditableProTable<LineValues>
      name="lines"
      rowKey="key"
      columns={columns}
      // the kit's max-content width grew with a chosen SKU's long name (the table then ran past the drawer and
      // squeezed 删除 onto two lines): the table keeps the drawer's width, the select cuts the name instead
      scroll={{ x: '100%' }}
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

/**
 * The lines' own error (第2行：请选择商品) is checked at 确定; once shown, it is checked again as the lines change,
 * so it never names a line already put right or removed (a change inside a line does not validate the list).
 */
function useLinesErrorFollowsLines() {
  const form = Form.useFormInstance();
  const lines = Form.useWatch('lines', form) as LineValues[] | undefined;
  useEffect(() => {
    if (form.getFieldError('lines').length > 0) form.validateFields(['lines']).catch(() => undefined);
  }, [form, lines]);
}

/** A line's amount as typed so far (quantity × unit price − discount). */
function LineAmount({ index }: { index: number }) {
  const form = Form.useFormInstance();
  const line = (Form.useWatch(['lines', index], form) ?? { key: '' }) as LineValues;
  return <>{formatFen(lineAmountFen(lineFen(line)))}</>;
}
