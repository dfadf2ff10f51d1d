import { useEffect } from 'react';
import { Button, Card, Empty, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FlowEditor } from '@/features/flow-editor';
import { PlanTabs } from '@/components/plan-tabs';
import { useAssistantSpeechListQuery } from '../api';

/** ROUTES-ASSISTANT-01/06: /assistant/speech/stage?id=, a plan's detail with its scenes in the flow editor. */
export default function PlanDetailPage() {
  const { t } = useTranslation('assistant');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  // opened by its address without a plan: the first plan, or the way to add one when there is none
  const first = useAssistantSpeechListQuery({ body: { page: 1, limit: 1 } }, { skip: id !== null });
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
