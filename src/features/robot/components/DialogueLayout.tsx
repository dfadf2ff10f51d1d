import { useMemo, useState, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { App, Card, Empty, Menu, Result, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { useRobotScriptListQuery } from '../api';
import type { ScriptItem } from '../dialogue.slice';
import { selectDialogue } from '../dialogue.store';
import { FIRST_SCRIPTS } from '../dialogue-prefetch';
import { can, canOpenTab } from '@/domain/robot/rules';
import { ScriptList } from './ScriptList';
import styles from './dialogue-layout.styles';

const TABS = ['stage', 'repository', 'integral', 'questionStudy', 'train', 'record'] as const;
type Tab = (typeof TABS)[number];
export const DIALOGUE_BASE = '/voice/dialogue';

/**
 * SCRIPT-01, SCRIPT-14, SCRIPT-15: every /voice/dialogue screen: the script list on the left, the
 * selected script's horizontal menu on the right, and the screen itself for that script. A tab the script's
 * status and ownership do not allow (spec 4, script actions) is disabled, warns when clicked, and its
 * screen is not shown even when its address is typed.
 */
export function DialogueLayout({
  children,
}: {
  children: (scriptId: number, script: ScriptItem | null) => ReactNode;
}) {
  const { t } = useTranslation('robot');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { current } = useAppSelector(selectDialogue);
  const raw = Number(params.get('id'));
  const selectedId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const tab = pathname.slice(DIALOGUE_BASE.length + 1);

  // SCRIPT-04: opened without a script, the list selects its first one once its first answer is drawn (and
  // puts it into the address). The screen shows that script from the same answer instead of waiting for the
  // address to change and the selection to follow it (two more rounds of drawing the whole screen), until the
  // selection has reached the current-dialogue info: the tab stays mounted throughout.
  const [firstPending, setFirstPending] = useState(selectedId === null);
  if (firstPending && selectedId !== null && current?.id === selectedId) setFirstPending(false);
  const firstPage = useRobotScriptListQuery(firstPending ? FIRST_SCRIPTS : skipToken);
  const first = firstPage.data?.data.data[0];
  const firstScript = useMemo(() => first && { ...first, infoMore: false }, [first]);
  const shownId = selectedId ?? first?.id ?? null;

  const select = (id: number | null, replace = false) =>
    navigate({ pathname, search: id ? `?id=${id}` : '' }, { replace });
  const open = (id: number) => navigate({ pathname: `${DIALOGUE_BASE}/stage`, search: `?id=${id}` });

  const script =
    current && current.id === shownId ? current : firstScript?.id === shownId ? firstScript : null;
  const refused = (k: Tab) => t(`messages.tabNotAllowed.${k}` as 'messages.tabNotAllowed.train');
  const tabs = TABS.filter((k) => k !== 'train' || can(script, 'train')).map((k) => {
    const allowed = !script || canOpenTab(script, k);
    return {
      key: k,
      disabled: !allowed,
      label: allowed ? (
        t(`tabs.${k}`)
      ) : (
        <span onClick={() => void message.warning(refused(k))}>{t(`tabs.${k}`)}</span>
      ),
    };
  });
  const tabAllowed = canOpenTab(script, tab);

  return (
    <div style={styles.root}>
      <ScriptList selectedId={selectedId} onSelect={select} onOpen={open} />
      <Card size="small" style={styles.main} styles={{ body: styles.mainBody }}>
        {shownId ? (
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
                navigate({ pathname: `${DIALOGUE_BASE}/${key}`, search: `?id=${shownId}` })
              }
            />
            {/* a named landmark: from the tabs, a screen reader goes straight to the screen */}
            <section aria-label={t(`tabs.${tab as Tab}`)} style={styles.content}>
              {script && !tabAllowed ? (
                <Result status="403" subTitle={refused(tab as Tab)} />
              ) : (
                (script || tab === 'stage') && children(shownId, script)
              )}
            </section>
          </>
        ) : (
          <Empty style={styles.empty} description={t('noScript')} />
        )}
      </Card>
    </div>
  );
}
