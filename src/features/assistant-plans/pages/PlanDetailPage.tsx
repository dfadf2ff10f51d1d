import { Button, Card, Empty, Menu } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FlowEditor } from '@/features/flow-editor';

const TABS = ['stage', 'repository', 'tag'] as const;

/** ROUTES-ASSISTANT-01/06: /assistant/speech/stage?id=, a plan's detail with its scenes in the flow editor. */
export default function PlanDetailPage() {
  const { t } = useTranslation('assistant');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const tab = pathname.split('/').at(-1);

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
          <Menu
            mode="horizontal"
            selectedKeys={[tab ?? 'stage']}
            items={TABS.map((k) => ({ key: k, label: t(`tabs.${k}`) }))}
            onClick={({ key }) => navigate({ pathname: `/assistant/speech/${key}`, search: `?id=${id}` })}
          />
          <FlowEditor key={id} kind="assistant" ownerId={id} />
        </>
      ) : (
        <Empty description={t('detail.noPlan')} />
      )}
    </Card>
  );
}
