import { memo, useMemo } from 'react';
import { Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import type { SpeechStage } from '@/api/socket-messages';
import { selectCurrentNodeId, selectStages } from '../assistant-window.store';

const stageKey = (id: number) => `stage-${id}`;
export const nodeKey = (id: number) => `node-${id}`;

const toTreeData = (stages: SpeechStage[]): TreeDataNode[] =>
  stages.map((stage) => ({
    key: stageKey(stage.id),
    title: stage.name,
    selectable: false,
    children: stage.speech_nodes.map((node) => ({ key: nodeKey(node.id), title: node.name, isLeaf: true })),
  }));

/** ASSIST-06: the script's stages and their nodes; the matched node is the selected one. */
export const StageTree = memo(function StageTree({ height }: { height: number }) {
  const { t } = useTranslation('assistantWindow');
  const stages = useAppSelector(selectStages);
  const currentNodeId = useAppSelector(selectCurrentNodeId);
  const treeData = useMemo(() => toTreeData(stages), [stages]);
  const expandedKeys = useMemo(() => stages.map((s) => stageKey(s.id)), [stages]);
  const selectedKeys = useMemo(
    () => (currentNodeId === null ? [] : [nodeKey(currentNodeId)]),
    [currentNodeId],
  );
  return (
    <section aria-label={t('tree.title')}>
      <Typography.Title level={5}>{t('tree.title')}</Typography.Title>
      <Tree
        treeData={treeData}
        expandedKeys={expandedKeys}
        selectedKeys={selectedKeys}
        height={height}
        blockNode
        showLine
      />
    </section>
  );
});
