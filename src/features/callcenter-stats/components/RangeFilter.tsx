import { DatePicker, Radio, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MAX_RANGE_DAYS, PRESETS, presetOf, presetRange, type DayRange } from '../date-range';

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
        value={[dayjs(value.start_date), dayjs(value.end_date)]}
        disabledDate={disabledDate}
        onChange={(dates) => {
          const [from, to] = dates ?? [];
          if (from && to)
            onChange({ start_date: from.format('YYYY-MM-DD'), end_date: to.format('YYYY-MM-DD') });
        }}
      />
    </Space>
  );
}
