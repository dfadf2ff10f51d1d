import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallFigures, CallStatRow } from '../api';
import { answerRate, averageHandle, durationText, percentText } from '../figures';

interface Props {
  rows: readonly CallStatRow[];
  /** the summary row; none for a top list */
  total?: CallFigures;
  /** the first column's title: agent, queue or date */
  labelTitle: string;
  /** show the agent's department */
  showGroup?: boolean;
  loading?: boolean;
  /** 'small' where the table shares the width with a chart */
  size?: 'small' | 'middle';
}

/** Call figures per row, with the server's total (when given) as the last (summary) row. */
export function StatsTable({ rows, total, labelTitle, showGroup, loading, size = 'middle' }: Props) {
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
  const cells = total && [
    total.calls,
    total.answered,
    percentText(answerRate(total)),
    durationText(total.talk_seconds),
    durationText(averageHandle(total)),
  ];
  return (
    <Table<CallStatRow>
      rowKey="key"
      size={size}
      loading={loading}
      columns={columns}
      dataSource={[...rows]}
      // a name or a figure on one line; a narrow card (the dashboard's top ten) scrolls instead of wrapping them
      scroll={{ x: 'max-content' }}
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      summary={() =>
        cells && (
          <Table.Summary fixed="bottom">
            <Table.Summary.Row data-testid="stats-total">
              <Table.Summary.Cell index={0} colSpan={showGroup ? 2 : 1}>
                {t('col.total')}
              </Table.Summary.Cell>
              {cells.map((c, i) => (
                <Table.Summary.Cell key={i} index={i + (showGroup ? 2 : 1)} align="right">
                  {c}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )
      }
    />
  );
}
