import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { percentText } from '../figures';

interface Props {
  title: string;
  value: string | number;
  /** the change against the period before (fraction); absent when there is nothing to compare */
  change?: number | null;
}

/** One key figure with its change against the same-length period before. */
export function KpiCard({ title, value, change }: Props) {
  const { t } = useTranslation('callcenterStats');
  const up = (change ?? 0) >= 0;
  return (
    <Card size="small" style={{ flex: '1 1 180px' }}>
      <Statistic title={title} value={value} />
      {change === undefined ? null : (
        <Typography.Text type={change === null ? 'secondary' : up ? 'success' : 'danger'}>
          {change === null ? (
            t('kpi.noPrevious')
          ) : (
            <>
              {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />}{' '}
              {t('kpi.change', { change: percentText(Math.abs(change)) })}
            </>
          )}
        </Typography.Text>
      )}
    </Card>
  );
}
