import { InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RANGE_SEPARATOR, splitRange } from '../customer-query';

interface Props {
  /** Names the range for screen readers (the filter.minOf and filter.maxOf texts). */
  name: string;
  /** `from~to`, either end may be empty (see customer-query.ts). */
  value?: string;
  onChange?: (value: string | undefined) => void;
}

/** A search form's number range: two inputs, one form value (so the URL keeps one parameter). */
export function NumberRangeInput({ name, value, onChange }: Props) {
  const { t } = useTranslation('crm');
  const [from, to] = splitRange(value);
  const set = (nextFrom: string, nextTo: string) =>
    onChange?.(nextFrom || nextTo ? `${nextFrom}${RANGE_SEPARATOR}${nextTo}` : undefined);
  // stringMode: a typed 12.5 stays the text the server compares, without float rounding
  return (
    <Space.Compact block>
      <InputNumber<string>
        stringMode
        style={{ width: '50%' }}
        value={from || null}
        placeholder={t('filter.min')}
        aria-label={t('filter.minOf', { name })}
        onChange={(v) => set(v ?? '', to)}
      />
      <InputNumber<string>
        stringMode
        style={{ width: '50%' }}
        value={to || null}
        placeholder={t('filter.max')}
        aria-label={t('filter.maxOf', { name })}
        onChange={(v) => set(from, v ?? '')}
      />
    </Space.Compact>
  );
}
