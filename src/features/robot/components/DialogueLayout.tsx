import type { ReactNode } from 'react';
import { Card, Empty, Menu, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectDialogue } from '../dialogue.slice';
import { can } from '../rules';
import { ScriptList } from './ScriptList';
import styles from './dialogue-layout.styles';

const TABS = ['stage', 'repository', 'integral', 'questionStudy', 'train', 'record'] as const;
export const DIALOGUE_BASE = '/voice/dialogue';

/**
 * SCRIPT-01, SCRIPT-14, SCRIPT-15: every /voice/dialogue screen: the script list on the left, the
 * selected script's horizontal menu on the right, and the screen itself for that script.
 */
export function DialogueLayout({ children }: { children: (scriptId: number) => ReactNode }) {
  const { t } = useTranslation('robot');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { current } = useAppSelector(selectDialogue);
  const raw = Number(params.get('id'));
  const selectedId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const tab = pathname.slice(DIALOGUE_BASE.length + 1);

  const select = (id: number | null, replace = false) =>
    navigate({ pathname, search: id ? `?id=${id}` : '' }, { replace });
  const open = (id: number) => navigate({ pathname: `${DIALOGUE_BASE}/stage`, search: `?id=${id}` });

  const script = current && current.id === selectedId ? current : null;
  const tabs = TABS.filter((k) => k !== 'train' || can(script, 'train')).map((k) => ({
    key: k,
    label: t(`tabs.${k}`),
  }));

  return (
    <div style={styles.root}>
      <ScriptList selectedId={selectedId} onSelect={select} onOpen={open} />
      <Card size="small" style={styles.main} styles={{ body: styles.mainBody }}>
        {selectedId ? (
          <>
            <div style={styles.header}>
              <Typography.Title level={5} style={styles.title}>
                {script?.name}
              </Typography.Title>
              {script && <Tag>{t(`status.${script.status}`)}</Tag>}
            </div>
            <Menu
              mode="horizontal"
              aria-label={script?.name ?? ''}
              selectedKeys={[tab]}
              items={tabs}
              onClick={({ key }) =>
                navigate({ pathname: `${DIALOGUE_BASE}/${key}`, search: `?id=${selectedId}` })
              }
            />
            <div style={styles.content}>{children(selectedId)}</div>
          </>
        ) : (
          <Empty style={styles.empty} description={t('noScript')} />
        )}
      </Card>
    </div>
  );
}
