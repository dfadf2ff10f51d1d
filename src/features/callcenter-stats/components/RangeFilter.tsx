import { DatePicker, Radio, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PRESETS, dayRangeOf, pickerRangeOf, presetOf, presetRange, type DayRange } from '@/lib/day-range';

/** The longest range the server sums (openapi/paths/stats.yaml). */
const MAX_RANGE_DAYS = 92;

interface Props {
  value: DayRange;
  onChange: (range: DayRange) => void;
}

/** The date range of a statistic: one-click presets, or any days up to today and at most 92 days long. */
export function RangeFilter({ value, onChange }: Props) {
  const { t } = useTranslation('callcenterStats');
  const disabledDate = (d: Dayjs, info?: { from?: Dayjs }) =>
    d.isAfter(dayjs(), 'day') || (!!info?.from && Math.abs(d.diff(info.from, 'day')) >= MAX_RANGE_DAYS);
  return (
    <Space wrap>
      <Radio.Group
        optionType="button"
        value={presetOf(value)}
        onChange={(e) => onChange(presetRange(e.target.value))}
        options={PRESETS.map((p) => ({ value: p, label: t(`range.${p}`) }))}
      />
      <DatePicker.RangePicker
        aria-label={t('range.label')}
        allowClear={false}
        value={pickerRangeOf(value)}
        disabledDate={disabledDate}
        onChange={(dates) => {
          const [from, to] = dates ?? [];
          if (from && to) onChange(dayRangeOf([from, to]));
        }}
      />
    </Space>
  );
}
