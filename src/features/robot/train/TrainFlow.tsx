import { useMemo } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Scene } from '@/api/generated/robot.gen';
import { FlowPreview } from '@/features/flow-editor';
import type { CompiledScript } from '@/domain/robot/engine';

const HEIGHT = 300;

/** Where the robot is on the flow: the current node's scene drawn read-only, the node selected and in view. */
export function TrainFlow({
  script,
  scenes,
  nodeKey,
}: {
  script: CompiledScript;
  scenes: Scene[];
  nodeKey: string;
}) {
  const { t } = useTranslation('robot');
  const sceneId = script.nodes.get(nodeKey)?.scene.id;
  const scene = scenes.find((s) => s.id === sceneId);
  const refs = useMemo(() => scenes.map((s) => ({ id: s.id, name: s.name })), [scenes]);
  if (!scene) return null;
  return (
    <Card size="small" title={t('train.flow', { scene: scene.name })}>
      <FlowPreview scene={scene} scenes={refs} currentKey={nodeKey} height={HEIGHT} />
    </Card>
  );
}
