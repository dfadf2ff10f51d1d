import type { ReactNode } from 'react';
import { Button, Card } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PlanTabs, type PlanTab } from '@/components/plan-tabs';

interface PlanBarProps {
  planId: number;
  active: PlanTab;
  /** What sits beside the back button (the plan picker, a note). */
  children?: ReactNode;
}

/** The head of a plan's screens: back to the plan list, and the plan's tabs (flow, knowledge base, tags). */
export function PlanBar({ planId, active, children }: PlanBarProps) {
  const { t } = useTranslation('assistant');
  const navigate = useNavigate();
  return (
    <Card size="small" styles={{ body: { padding: '4px 12px 0' } }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Button
          type="link"
          icon={<ArrowLeftOutlined />}
          style={{ paddingInline: 0 }}
          onClick={() => navigate({ pathname: '/assistant/speech', search: `?id=${planId}` })}
        >
          {t('detail.back')}
        </Button>
        {children}
      </div>
      <PlanTabs planId={planId} active={active} />
    </Card>
  );
}
