import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExtensionState } from '../api';

const STATUS = { registered: 'success', unregistered: 'default', talking: 'processing' } as const;

export function ExtensionStateTag({ state }: { state: ExtensionState }) {
  const { t } = useTranslation('extensions');
  return <Badge status={STATUS[state]} text={t(`state.${state}`)} />;
}
