import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { selectPermissions } from '@/features/auth';
import { areaOfPath, permissionIndex, type AreaKey } from '@/features/permissions';
import { useWhenIdle } from '@/lib/use-when-idle';

/**
 * The permission entries of the screens drawn on the flow canvas, with their areas. Their own grant decides, not
 * the path: every /voice path is open to everyone (DEFAULT_PERMITTED), though only some roles have the area in
 * their menu.
 */
const FLOW_ENTRIES = ['voice/dialogue/stage', 'assistant/speech/stage'].map((key) => ({
  key,
  area: areaOfPath(`/${key}`),
}));

/**
 * GoJS (≈280 KB gzip) loads only where it is used: in an area holding a flow editor the user is granted (the
 * robot scripts' area, the assistant plans' area). There, once idle, the canvas is fetched and warmed up, so
 * the first flow opens without GoJS's first-use costs. Once per session; users who never enter such an area
 * (agents, an administrator at the customers) never load it.
 */
export function FlowCanvasWarmUp({ area }: { area: AreaKey }) {
  const { t } = useTranslation('flow');
  const permissions = useAppSelector(selectPermissions);
  const [armed, setArmed] = useState(false);
  if (
    !armed &&
    permissions &&
    FLOW_ENTRIES.some((e) => e.area === area && permissionIndex(permissions).get(e.key) === true)
  )
    setArmed(true);
  const warmUp = useCallback(
    () => import('@/features/flow-editor').then(({ warmUpFlowCanvas }) => warmUpFlowCanvas(t)),
    [t],
  );
  useWhenIdle(armed ? warmUp : null, 5_000);
  return null;
}
