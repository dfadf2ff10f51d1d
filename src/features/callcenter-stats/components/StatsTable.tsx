import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallStatRow } from '../api';
import { answerRate, averageHandle, durationText, percentText } from '../figures';

interface Props {
  rows: readonly CallStatRow[];
  /** the first column's title: agent, queue or date */
  labelTitle: string;
  /** show the agent's department */
  showGroup?: boolean;
  /** 'small' where the table shares the width with a chart */
  size?: 'small' | 'middle';
}

/** Call figures per row: a dashboard's fixed rows (呼叫统计's own list is a DataTable). */
export function StatsTable({ rows, labelTitle, showGroup, size = 'middle' }: Props) {
  const { t } = useTranslation('callcenterStats');
  const columns: TableColumnsType<CallStatRow> = [
    { title: labelTitle, dataIndex: 'label', key: 'label' },
    ...(showGroup ? [{ title: t('col.group'), dataIndex: 'group', key: 'group' }] : []),
    {
      title: t('col.calls'),
      dataIndex: 'calls',
      key: 'calls',
      align: 'right',
      sorter: (a, b) => a.calls - b.calls,
    },
    {
      title: t('col.answered'),
      dataIndex: 'answered',
      key: 'answered',
      align: 'right',
      sorter: (a, b) => a.answered - b.answered,
    },
    {
      title: t('col.rate'),
      key: 'rate',
      align: 'right',
      render: (_v, r) => percentText(answerRate(r)),
      sorter: (a, b) => (answerRate(a) ?? -1) - (answerRate(b) ?? -1),
    },
    {
      title: t('col.talk'),
      key: 'talk',
      align: 'right',
      render: (_v, r) => durationText(r.talk_seconds),
      sorter: (a, b) => a.talk_seconds - b.talk_seconds,
    },
    {
      title: t('col.aht'),
      key: 'aht',
      align: 'right',
      render: (_v, r) => durationText(averageHandle(r)),
      sorter: (a, b) => (averageHandle(a) ?? -1) - (averageHandle(b) ?? -1),
    },
  ];
  return (
    <Table<CallStatRow>
      rowKey="key"
      size={size}
      columns={columns}
      dataSource={[...rows]}
      // a name or a figure on one line; a narrow card (the dashboard's top ten) scrolls instead of wrapping them
      scroll={{ x: 'max-content' }}
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
    />
  );
}
