import { Alert, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../rules/validate-scene';

interface ValidationPanelProps {
  problems: Problem[];
  onPick(key: string): void;
}

/** The problems found before saving; a click selects the node at fault. */
export function ValidationPanel({ problems, onPick }: ValidationPanelProps) {
  const { t } = useTranslation('flow');
  if (!problems.length) return <Alert type="success" showIcon title={t('check.ok')} />;
  return (
    <List
      size="small"
      // A problem's `key` names its node, which several problems share: List would take it as the row key.
      rowKey={(p) => problems.indexOf(p)}
      header={
        <Typography.Text type="warning">{t('check.count', { count: problems.length })}</Typography.Text>
      }
      dataSource={problems}
      renderItem={(p) => (
        <List.Item
          onClick={p.key ? () => onPick(p.key!) : undefined}
          style={{ cursor: p.key ? 'pointer' : 'default' }}
          data-testid="flow-problem"
        >
          {t(`check.${p.kind}`, { name: p.name })}
        </List.Item>
      )}
    />
  );
}
