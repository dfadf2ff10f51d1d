import { Button, Card, Empty } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FlowEditor } from '@/features/flow-editor';
import { PlanTabs } from '@/components/plan-tabs';

/** ROUTES-ASSISTANT-01/06: /assistant/speech/stage?id=, a plan's detail with its scenes in the flow editor. */
export default function PlanDetailPage() {
  const { t } = useTranslation('assistant');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;

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
      ) : (
        <Empty description={t('detail.noPlan')} />
      )}
    </Card>
  );
}
