import { useState } from 'react';
import { Button, InputNumber, Space, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toPercent, withPercent, type Box } from '../position-geometry';
import type { Mark } from '../position-marks';

const SIDES = ['x', 'y', 'width', 'height'] as const;

interface Props {
  mark: Mark;
  name: string;
  onPlace: (box: Box) => void;
  onRemove: () => void;
}

/** The selected mark in numbers: X, Y, width and height in % of its page (two decimals), for exact placement. */
export function PositionInspector({ mark, name, onPlace, onRemove }: Props) {
  const { t } = useTranslation('contracts');
  const riding = mark.kind === 'riding_seal';
  return (
    <div>
      <Typography.Title level={5}>{t('position.selected')}</Typography.Title>
      <Typography.Paragraph strong>
        {riding
          ? t('position.ridingMark', { label: name })
          : t('position.markOnPage', { label: name, page: mark.page })}
      </Typography.Paragraph>
      {riding && <Typography.Paragraph type="secondary">{t('position.ridingHint')}</Typography.Paragraph>}
      <Space orientation="vertical" style={{ width: '100%' }}>
        {SIDES.map((side) => (
          <PercentInput
            // a new mark shows its own numbers, not a draft typed for another
            key={`${mark.key}:${side}`}
            label={t(`position.${side}`)}
            value={toPercent(mark[side])}
            disabled={riding && side === 'x'}
            onCommit={(percent) => onPlace(withPercent(mark, side, percent))}
          />
        ))}
        <Button danger icon={<DeleteOutlined />} onClick={onRemove}>
          {t('position.delete')}
        </Button>
      </Space>
    </div>
  );
}

interface PercentProps {
  label: string;
  value: number;
  disabled: boolean;
  onCommit: (percent: number) => void;
}

/**
 * A side in %: what is typed applies on Enter or when the field is left (each keystroke would move the box
 * through the values typed on the way), then shows the value the page allowed.
 */
function PercentInput({ label, value, disabled, onCommit }: PercentProps) {
  // undefined: nothing typed; null: the field emptied
  const [draft, setDraft] = useState<number | null | undefined>(undefined);
  const commit = () => {
    if (typeof draft === 'number') onCommit(draft);
    setDraft(undefined);
  };
  return (
    <InputNumber
      aria-label={label}
      prefix={label}
      suffix="%"
      style={{ width: '100%' }}
      min={0}
      max={100}
      step={0.1}
      precision={2}
      disabled={disabled}
      value={draft === undefined ? value : draft}
      onChange={(v) => setDraft(v)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}
