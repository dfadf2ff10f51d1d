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

const TEXT_TYPE = { up: 'success', down: 'danger', flat: 'secondary' } as const;

/** One key figure with its change against the same-length period before. */
export function KpiCard({ title, value, change }: Props) {
  const { t } = useTranslation('callcenterStats');
  // a change shown as 0.0% has no direction: neither arrow nor colour
  const shown = change == null ? null : percentText(Math.abs(change));
  const direction = change == null || shown === percentText(0) ? 'flat' : change > 0 ? 'up' : 'down';
  return (
    <Card size="small" style={{ flex: '1 1 180px' }}>
      <Statistic title={title} value={value} />
      {change === undefined ? null : (
        <Typography.Text type={TEXT_TYPE[direction]}>
          {shown === null ? (
            t('kpi.noPrevious')
          ) : (
            <>
              {direction !== 'flat' && (
                <>{direction === 'up' ? <ArrowUpOutlined /> : <ArrowDownOutlined />} </>
              )}
              {t('kpi.change', { change: shown })}
            </>
          )}
        </Typography.Text>
      )}
    </Card>
  );
}
