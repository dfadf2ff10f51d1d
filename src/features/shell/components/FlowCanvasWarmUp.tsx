import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectPermissions } from '@/features/auth';
import { areaOfPath, permissionIndex } from '@/features/permissions';
import { useWhenIdle } from '@/lib/use-when-idle';

/**
 * The permission entries of the screens drawn on the flow canvas. Their own grant decides, not the path: every
 * /voice path is open to everyone (DEFAULT_PERMITTED), though only some roles have the area in their menu.
 */
const FLOW_ENTRIES = ['voice/dialogue/stage', 'assistant/speech/stage'];

/**
 * GoJS (≈280 KB gzip) loads only where it is used: in an area holding a flow editor the user is granted (the
 * robot scripts' area, the assistant plans' area). There, once idle, the canvas is fetched and warmed up, so
 * the first flow opens without GoJS's first-use costs. Once per session; users who never enter such an area
 * (agents, an administrator at the customers) never load it.
 */
export function FlowCanvasWarmUp() {
  const { t } = useTranslation('flow');
  const { pathname } = useLocation();
  const permissions = useAppSelector(selectPermissions);
  const [armed, setArmed] = useState(false);
  const area = areaOfPath(pathname);
  if (
    !armed &&
    permissions &&
    FLOW_ENTRIES.some(
      (key) => areaOfPath(`/${key}`) === area && permissionIndex(permissions).get(key) === true,
    )
  )
    setArmed(true);
  const warmUp = useCallback(
    () => import('@/features/flow-editor').then(({ warmUpFlowCanvas }) => warmUpFlowCanvas(t)),
    [t],
  );
  useWhenIdle(armed ? warmUp : null, 5_000);
  return null;
}
