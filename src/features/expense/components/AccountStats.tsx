import { Alert, Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeeSummary } from '../api';
import { yuan } from '@/domain/money';
import { MoneyStat as Money } from './MoneyStat';

const SPAN = { xs: 24, sm: 12, xl: 6 } as const;

/** The account's balance, spend, allotment totals and call minutes by kind. */
export function AccountStats({ summary }: { summary: FeeSummary }) {
  const { t } = useTranslation('expense');
  return (
    <>
      {summary.low_balance_warning && <Alert type="warning" showIcon title={t('account.lowBalance')} />}
      <Row gutter={[16, 16]}>
        <Col {...SPAN}>
          <Card>
            <Money title={t('account.balance')} fen={summary.balance} />
          </Card>
        </Col>
        <Col {...SPAN}>
          <Card>
            <Money title={t('account.todaySpend')} fen={summary.today_consumed} />
          </Card>
        </Col>
        <Col {...SPAN}>
          <Card>
            <Money title={t('account.monthSpend')} fen={summary.month_consumed} />
          </Card>
        </Col>
        <Col {...SPAN}>
          <Card>
            <Money title={t('account.recharged')} fen={summary.total_recharge} />
          </Card>
        </Col>
        {summary.call_minutes.map((m) => (
          <Col key={m.kind} {...SPAN}>
            <Card
              title={t(`account.minuteKinds.${m.kind}`)}
              extra={t('account.rate', { price: yuan(m.rate) })}
              size="small"
            >
              <Row>
                <Col span={8}>
                  <Statistic title={t('account.todayUnits')} value={m.today_units} />
                </Col>
                <Col span={8}>
                  <Statistic title={t('account.monthUnits')} value={m.month_units} />
                </Col>
                <Col span={8}>
                  <Statistic title={t('account.availableUnits')} value={m.available_units} />
                </Col>
              </Row>
            </Card>
          </Col>
        ))}
        <Col {...SPAN}>
          <Card size="small">
            <Row>
              <Col span={12}>
                <Money title={t('account.allotted')} fen={summary.allotted} />
              </Col>
              <Col span={12}>
                <Money title={t('account.unallotted')} fen={summary.unallotted} />
              </Col>
            </Row>
          </Card>
        </Col>
        <Col {...SPAN}>
          <Card size="small">
            <Statistic title={t('account.seats')} value={summary.seat_count} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
