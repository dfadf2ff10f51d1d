import { useEffect } from 'react';
import { Button, Card, Empty, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FlowEditor, prefetchFlowDetail, preloadFlowCanvas } from '@/features/flow-editor';
import { PlanTabs } from '@/components/plan-tabs';
import { assistantGeneratedApi } from '@/api/generated/assistant.gen';
import type { PagePrefetch } from '@/lib/app-route';
import { useAssistantSpeechListQuery } from '../api';

/** The page's question at an address without a plan: which plan comes first. */
const FIRST_PLAN = { body: { page: 1, limit: 1 } };

const planIdOf = (params: URLSearchParams) => {
  const raw = Number(params.get('id'));
  return Number.isInteger(raw) && raw > 0 ? raw : null;
};

/** The plan's flow (the first plan's without one), with the canvas's code. */
export const prefetch: PagePrefetch = ({ dispatch, search }) => {
  preloadFlowCanvas();
  const id = planIdOf(search);
  if (id) return prefetchFlowDetail('assistant', id, dispatch);
  const first = dispatch(
    assistantGeneratedApi.endpoints.assistantSpeechList.initiate(FIRST_PLAN, { subscribe: false }),
  );
  void first.then(({ data }) => {
    const firstId = data?.data.data[0]?.id;
    if (firstId) prefetchFlowDetail('assistant', firstId, dispatch);
  });
};

/** ROUTES-ASSISTANT-01/06: /assistant/speech/stage?id=, a plan's detail with its scenes in the flow editor. */
export default function PlanDetailPage() {
  const { t } = useTranslation('assistant');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = planIdOf(params);
  // opened by its address without a plan: the first plan, or the way to add one when there is none
  const first = useAssistantSpeechListQuery(FIRST_PLAN, { skip: id !== null });
  const firstId = first.data?.data.data[0]?.id;
  useEffect(() => {
    if (id === null && firstId) navigate({ search: `?id=${firstId}` }, { replace: true });
  }, [id, firstId, navigate]);

  return (
    <Card
      size="small"
      styles={{ body: { padding: 0 } }}
      title={
        <Button
          type="link"
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate({ pathname: '/assistant/speech', search: id ? `?id=${id}` : '' })}
        >
          {t('detail.back')}
        </Button>
      }
    >
      {id ? (
        <>
          <PlanTabs planId={id} active="stage" />
          <FlowEditor key={id} kind="assistant" ownerId={id} />
        </>
      ) : first.isFetching || firstId ? (
        <Spin style={{ display: 'block', padding: 48 }} />
      ) : (
        <Empty description={t('detail.noPlan')}>
          <Button type="primary" onClick={() => navigate('/assistant/speech')}>
            {t('detail.toPlans')}
          </Button>
        </Empty>
      )}
    </Card>
  );
}
