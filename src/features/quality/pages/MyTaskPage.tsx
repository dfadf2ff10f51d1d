import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PagePrefetch } from '@/lib/app-route';
import { ResultsTable, resultsPrefetch } from '../components/ResultsTable';

const TABS = ['review', 'appeal', 'mine'] as const;
const tabOf = (params: URLSearchParams) => TABS.find((k) => k === params.get('tab')) ?? 'review';
const tableOf = (tab: (typeof TABS)[number]) => `quality-mytask-${tab}`;

/** The shown tab's list, as its table asks it. */
export const prefetch: PagePrefetch = (context) => {
  const tab = tabOf(context.search);
  resultsPrefetch(tab, tableOf(tab))(context);
};

/** /monitor/call/mytask: the reviewer's queue, the appeals waiting for them, and the user's own results. */
export default function MyTaskPage() {
  const { t } = useTranslation('quality');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams({ tab: key })}
      items={TABS.map((k) => ({
        key: k,
        label: t(`mytask.${k}`),
        children: tab === k ? <ResultsTable task={k} table={tableOf(k)} title={t(`mytask.${k}`)} /> : null,
      }))}
    />
  );
}
