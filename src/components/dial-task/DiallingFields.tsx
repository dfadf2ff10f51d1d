import { ProFormCheckbox, ProFormDigit, ProFormSelect } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';

const WINDOW = /^([01]\d|2[0-4]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/;

/** The calling windows a new task starts with. */
export const DEFAULT_WINDOWS = ['09:00-12:00', '14:00-18:00'];

interface Range {
  minimum?: number;
  maximum?: number;
}

/** The contract's limits of the dialling fields (each task kind states its own). */
export interface DiallingLimits {
  concurrency: Range;
  retry_times: Range;
  retry_interval: Range;
}

/**
 * How a task dials, the same for agents' call tasks and robot tasks: calling windows (HH:mm-HH:mm, checked as
 * typed), concurrency, and redials (times, interval, on busy / no answer).
 */
export function DiallingFields({ limits }: { limits: DiallingLimits }) {
  const { t } = useTranslation('dialTask');
  return (
    <>
      <ProFormSelect
        name="windows"
        label={t('windows')}
        mode="tags"
        extra={t('windowsHint')}
        options={DEFAULT_WINDOWS.map((w) => ({ value: w, label: w }))}
        fieldProps={{
          'aria-label': t('windows'),
          tokenSeparators: [',', ' ', t('windowSeparator')],
        }}
        rules={[
          { required: true, type: 'array', min: 1, message: t('windowsRequired') },
          {
            validator: async (_r, value: string[] | undefined) => {
              const bad = (value ?? []).find((w) => !WINDOW.test(w));
              if (bad) throw new Error(t('windowBad', { window: bad }));
            },
          },
        ]}
      />
      <ProFormDigit
        name="concurrency"
        label={t('concurrency')}
        min={limits.concurrency.minimum}
        max={limits.concurrency.maximum}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: t('concurrencyRequired') }]}
      />
      <ProFormDigit
        name="retry_times"
        label={t('retryTimes')}
        min={limits.retry_times.minimum}
        max={limits.retry_times.maximum}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: t('retryTimesRequired') }]}
      />
      <ProFormDigit
        name="retry_interval"
        label={t('retryInterval')}
        min={limits.retry_interval.minimum}
        max={limits.retry_interval.maximum}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: t('retryIntervalRequired') }]}
      />
      <ProFormCheckbox.Group
        name="retry_on"
        label={t('retryOn')}
        options={(['busy', 'no_answer'] as const).map((r) => ({ value: r, label: t(`retryOns.${r}`) }))}
      />
    </>
  );
}
