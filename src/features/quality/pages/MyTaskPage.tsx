import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ResultsTable } from '../components/ResultsTable';

const TABS = ['review', 'appeal', 'mine'] as const;

/** /monitor/call/mytask: the reviewer's queue, the appeals waiting for them, and the user's own results. */
export default function MyTaskPage() {
  const { t } = useTranslation('quality');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((k) => k === params.get('tab')) ?? 'review';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams({ tab: key })}
      items={TABS.map((k) => ({
        key: k,
        label: t(`mytask.${k}`),
        children:
          tab === k ? <ResultsTable task={k} table={`quality-mytask-${k}`} title={t(`mytask.${k}`)} /> : null,
      }))}
    />
  );
}
