import { lazy, Suspense, useEffect, useState } from 'react';
import { FloatButton } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useFloatPlace } from '@/lib/float-stack';
import { isGroupCallHidden } from '../visibility';

// The drawer (list, filters, work window form) loads on the first open, not with the layout.
const GroupCallDrawer = lazy(() => import(/* webpackChunkName: "group-call" */ './GroupCallDrawer'));

/** GROUP-01, GROUP-02: the today's group calls button (`groupCall:open`) above the dial button, and the drawer it opens. */
export function GroupCallLayer() {
  const { t } = useTranslation('groupCall');
  const { pathname } = useLocation();
  const hidden = isGroupCallHidden(pathname);
  const place = useFloatPlace('groupCall');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  // Leaving for a screen without group calls closes the drawer, so it does not reappear on return.
  useEffect(() => {
    if (hidden) setOpen(false);
  }, [hidden]);

  if (hidden) return null;
  return (
    <>
      <FloatButton
        icon={<TeamOutlined />}
        tooltip={{ title: t('open'), placement: 'top' }}
        aria-label={t('open')}
        style={place}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted && (
        <Suspense fallback={null}>
          <GroupCallDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
