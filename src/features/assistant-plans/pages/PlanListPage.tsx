import { useCallback, useState } from 'react';
import { Button, Card, Descriptions, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { assistantGeneratedApi } from '@/api/generated/assistant.gen';
import { PREFETCH_FRESH, type PagePrefetch } from '@/lib/app-route';
import { FIRST_PLANS, PlanList } from '../components/PlanList';
import type { Plan } from '../types';
import styles from './plan-pages.styles';

export const PLAN_DETAIL_PATH = '/assistant/speech/stage';

const scope = (plan: Plan, all: string) => {
  const departs = [...new Set(plan.speech_depart_node.map((p) => (p.depart.id === 0 ? all : p.depart.name)))];
  const nodes = [...new Set(plan.speech_depart_node.map((p) => (p.node.id === 0 ? all : p.node.name)))];
  return { departs: departs.join(' / '), nodes: nodes.join(' / ') };
};

/** The plan list's first page, as PlanList asks it. */
export const prefetch: PagePrefetch = ({ dispatch }) =>
  void dispatch(assistantGeneratedApi.util.prefetch('assistantSpeechList', FIRST_PLANS, PREFETCH_FRESH));

/** ROUTES-ASSISTANT-05: /assistant/speech, the plan list with a preview of the selected plan. */
export default function PlanListPage() {
  const { t } = useTranslation('assistant');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const selectedId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const [plan, setPlan] = useState<Plan | null>(null);
  const onCurrent = useCallback((p: Plan | null) => setPlan(p), []);
  const open = (id: number) => navigate({ pathname: PLAN_DETAIL_PATH, search: `?id=${id}` });
  const s = plan && scope(plan, t('detail.global'));

  return (
    <div style={styles.root}>
      <PlanList
        selectedId={selectedId}
        onSelect={(id, replace) => navigate({ search: id ? `?id=${id}` : '' }, { replace })}
        onOpen={open}
        onCurrent={onCurrent}
      />
      <Card
        size="small"
        style={styles.main}
        title={plan?.name}
        extra={
          plan && (
            <Button type="primary" onClick={() => open(plan.id)}>
              {t('list.open')}
            </Button>
          )
        }
      >
        {plan && s ? (
          <Descriptions column={2} bordered size="small">
            <Descriptions.Item label={t('detail.status')}>
              <Tag color={plan.status === 1 ? 'success' : 'default'}>{t(`status.${plan.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.type')}>{t(`type.${plan.speech_type}`)}</Descriptions.Item>
            <Descriptions.Item label={t('form.departs')}>
              {plan.speech_type === 1 ? s.departs : t('detail.none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('form.nodes')}>
              {plan.speech_type === 1 ? s.nodes : t('detail.none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.remark')}>
              {plan.remark || t('detail.none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.updatedAt')}>{plan.updated_at}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Empty description={t('detail.noPlan')} />
        )}
      </Card>
    </div>
  );
}
