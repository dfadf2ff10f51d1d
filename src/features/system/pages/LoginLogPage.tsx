import { useMemo } from 'react';
import { Space, Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DataTable, ExportButton, useEnum, useExport, type ExportColumn } from '@/components/data-table';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import { systemApi, useLoginLogExportMutation, useLoginLogListQuery, type LoginLog } from '../api';
import { LOGIN_RESULT } from '../enums';

const LIST = {
  filters: filterSpec({
    username: 'string',
    result: { oneOf: LOGIN_RESULT.values },
    range: { dateRange: ['start_date', 'end_date'] },
  }),
  table: 'login-log',
};

export const prefetch = listPagePrefetch(LIST, (body) =>
  systemApi.util.prefetch('loginLogList', { body }, PREFETCH_FRESH),
);

/** Shown from the column settings: at 1280 px who signed in, from where and how it went fill the width. */
const DEFAULT_HIDDEN = ['browser', 'os'];

/** /system/log: every sign-in attempt, newest first (an admin sees every account's, anyone else their own). */
export default function LoginLogPage() {
  const { t } = useTranslation('system');
  const list = useListPage({ query: useLoginLogListQuery, ...LIST });
  const [exportLogins] = useLoginLogExportMutation();
  const results = useEnum(LOGIN_RESULT);

  const resultText = (r: LoginLog) => results.text(r.result);
  const exportColumns: ExportColumn<LoginLog>[] = [
    { header: t('log.loginAt'), width: 20, value: (r) => r.login_at },
    { header: t('log.username'), value: (r) => r.username },
    { header: t('log.name'), value: (r) => r.name },
    { header: t('log.ip'), width: 16, value: (r) => r.ip },
    { header: t('log.location'), width: 20, value: (r) => r.location },
    { header: t('log.browser'), value: (r) => r.browser },
    { header: t('log.os'), value: (r) => r.os },
    { header: t('log.result'), value: resultText },
    { header: t('log.reason'), width: 24, value: (r) => r.reason },
  ];
  const exporter = useExport<LoginLog>({
    fileName: t('log.fileName', { date: dayjs().format('YYYYMMDD-HHmmss') }),
    sheetName: t('log.title'),
    columns: exportColumns,
    // the server answers every login of the list's query (not only the loaded page), newest first
    fetchRows: async () => {
      const { page: _page, limit: _limit, ...query } = list.body;
      const answer = await exportLogins({ body: query }).unwrap();
      return { rows: answer.data.data, total: answer.data.total };
    },
  });

  const columns = useMemo(
    (): ProColumns<LoginLog>[] => [
      { title: t('log.loginAt'), dataIndex: 'login_at', search: false, width: 170 },
      { title: t('log.range'), dataIndex: 'range', valueType: 'dateRange', hideInTable: true },
      {
        title: t('log.username'),
        dataIndex: 'username',
        width: 120,
        fieldProps: { placeholder: t('log.searchUsername') },
      },
      { title: t('log.name'), dataIndex: 'name', search: false, width: 100 },
      { title: t('log.ip'), dataIndex: 'ip', search: false, width: 140 },
      { title: t('log.location'), dataIndex: 'location', search: false, width: 140 },
      { title: t('log.browser'), dataIndex: 'browser', search: false, width: 120 },
      { title: t('log.os'), dataIndex: 'os', search: false, width: 120 },
      {
        title: t('log.result'),
        dataIndex: 'result',
        valueType: 'select',
        valueEnum: results.valueEnum,
        width: 220,
        render: (_d, r) =>
          r.result === 'success' ? (
            <Tag color="success">{results.text(r.result)}</Tag>
          ) : (
            <Space size={4}>
              <Tag color="error">{results.text(r.result)}</Tag>
              {r.reason}
            </Space>
          ),
      },
    ],
    [t, results],
  );

  const toolbar = () => [<ExportButton key="export" exporter={exporter} />];

  return (
    <DataTable<LoginLog>
      {...list.table}
      headerTitle={t('log.title')}
      columns={columns}
      defaultHidden={DEFAULT_HIDDEN}
      toolBarRender={toolbar}
    />
  );
}
