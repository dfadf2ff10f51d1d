import { Button, Divider, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MarkTemplate } from '../position-marks';

/** The drag data of a palette item: the page reads it on drop. */
export const MARK_DRAG_TYPE = 'application/x-sign-mark';

interface Props {
  fieldNames: readonly string[];
  /** false once the template has its one riding seal */
  ridingSealFree: boolean;
  /** a click (or Enter) puts the mark in the middle of the page shown */
  onAdd: (what: MarkTemplate) => void;
}

/** The company seal, the customer signature, the signing date, each fill-in field and the riding seal: dragged onto a page, or clicked. */
export function PositionPalette({ fieldNames, ridingSealFree, onAdd }: Props) {
  const { t } = useTranslation('contracts');
  const item = (what: MarkTemplate, label: string, disabled = false) => (
    <Button
      key={`${what.kind}:${what.field_name ?? ''}`}
      block
      draggable={!disabled}
      disabled={disabled}
      onDragStart={(e) => e.dataTransfer.setData(MARK_DRAG_TYPE, JSON.stringify(what))}
      onClick={() => onAdd(what)}
    >
      {label}
    </Button>
  );
  return (
    <div>
      <Typography.Title level={5}>{t('position.palette')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('position.paletteHint')}</Typography.Paragraph>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {item({ kind: 'seal' }, t('position.kinds.seal'))}
        {item({ kind: 'signature' }, t('position.kinds.signature'))}
        {item({ kind: 'date' }, t('position.kinds.date'))}
        {item({ kind: 'riding_seal' }, t('position.kinds.riding_seal'), !ridingSealFree)}
      </Space>
      <Divider plain>{t('position.fields')}</Divider>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {fieldNames.length ? (
          fieldNames.map((name) => item({ kind: 'field', field_name: name }, name))
        ) : (
          <Typography.Text type="secondary">{t('position.noFields')}</Typography.Text>
        )}
      </Space>
    </div>
  );
}
