import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const TABS = ['stage', 'repository', 'tag'] as const;
export type PlanTab = (typeof TABS)[number];

/**
 * The screens of one plan: its flow, its knowledge base and the profile tags, each at /assistant/speech/<tab>?id=.
 * Shared by the plan and library features; it lives here, not in a feature's index.ts, because the route table
 * imports those at boot and the login page would carry it (and antd's Menu) along.
 */
export function PlanTabs({ planId, active }: { planId: number; active: PlanTab }) {
  const { t } = useTranslation('assistant');
  const navigate = useNavigate();
  return (
    <Menu
      mode="horizontal"
      selectedKeys={[active]}
      items={TABS.map((k) => ({ key: k, label: t(`tabs.${k}`) }))}
      onClick={({ key }) => navigate({ pathname: `/assistant/speech/${key}`, search: `?id=${planId}` })}
    />
  );
}
