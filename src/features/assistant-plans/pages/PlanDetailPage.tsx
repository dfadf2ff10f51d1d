import { Button, Card, Result } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FlowEditor, prefetchFlowDetail, preloadFlowCanvas } from '@/features/flow-editor';
import { OpenFirst, itemIdParam } from '@/components/open-first';
import { PlanTabs } from '@/components/plan-tabs';
import { assistantGeneratedApi } from '@/api/generated/assistant.gen';
import type { PagePrefetch } from '@/lib/app-route';
import { useAssistantSpeechListQuery } from '../api';

/** The page's question at an address without a plan: which plan comes first. */
const FIRST_PLAN = { body: { page: 1, limit: 1 } };

/** The plan's flow (the first plan's without one), with the canvas's code. */
export const prefetch: PagePrefetch = ({ dispatch, search }) => {
  preloadFlowCanvas();
  const id = itemIdParam(search);
  if (id !== null) {
    if (id) prefetchFlowDetail('assistant', id, dispatch);
    return;
  }
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
  const id = itemIdParam(params);
  // opened by its address without a plan: the first plan, or the way to add one when there is none
  const first = useAssistantSpeechListQuery(FIRST_PLAN, { skip: id !== null });

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
      {id === null ? (
        <OpenFirst
          answer={first}
          firstOf={(page) => page.data.data[0]?.id}
          failed={t('detail.plansFailed')}
          none={t('detail.noPlan')}
          action={
            <Button type="primary" onClick={() => navigate('/assistant/speech')}>
              {t('detail.toPlans')}
            </Button>
          }
        />
      ) : id ? (
        <>
          <PlanTabs planId={id} active="stage" />
          <FlowEditor key={id} kind="assistant" ownerId={id} />
        </>
      ) : (
        <Result status="404" title={t('detail.notFound')} />
      )}
    </Card>
  );
}
