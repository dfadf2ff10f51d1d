import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutationFeedback } from '@/components/form-dialog';
import { useDrawerFocus } from '@/lib/focus';
import { lazyPreloaded } from '@/lib/lazy-preloaded';
import { Alert, App, Button, Drawer, Empty, Result, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  flowClosed,
  flowLoaded,
  linkAdded,
  linkDeleted,
  nodeAdded,
  nodeChanged,
  nodesCopied,
  nodesDeleted,
  nodeSelected,
  nodesMoved,
  nodesPasted,
  redone,
  sceneAdded,
  sceneDeleted,
  sceneRenamed,
  sceneSaved,
  sceneSelected,
  undone,
} from '../flow.slice';
import { selectAnyEdited, selectCanRedo, selectCanUndo, selectCurrentScene, selectFlow } from '../flow.store';
import { validateScene } from '../rules/validate-scene';
import { isBranch, type FlowDetail, type FlowKind } from '../types';
import { loadFailure, type LoadFailure } from '../load-failure';
import { useFlowBackend } from '../use-flow-backend';
import { useFlowShortcuts } from '../use-flow-shortcuts';
import { useUnsavedGuard } from '../use-unsaved-guard';
import { BranchManager } from './BranchManager';
import type { CanvasCommand, FlowCanvasHandle } from './FlowCanvas';
import { NodeForm } from './NodeForm';
import { FlowToolbar } from './FlowToolbar';
import { SceneBar } from './SceneBar';
import type { SceneValues } from './SceneDialog';
import { ValidationPanel } from './ValidationPanel';
import styles from './flow-editor.styles';
import { loadCanvas } from './canvas-loader';

const FlowCanvas = lazyPreloaded(loadCanvas, () => <Spin style={styles.loading} />);

/** Starts loading the canvas's code (gojs), which an editor otherwise asks for only once its flow is in. */
export const preloadFlowCanvas = () => void loadCanvas().catch(() => undefined);

export interface FlowEditorProps {
  kind: FlowKind;
  ownerId: number;
  /** Whether the loaded script or plan may only be viewed. */
  readOnlyWhen?: (detail: FlowDetail) => boolean;
}

/** The flow editor shared by robot scripts and assistant plans (spec 2 and 4, FLOW-01..04). */
export function FlowEditor({ kind, ownerId, readOnlyWhen }: FlowEditorProps) {
  const { t } = useTranslation(['flow', 'common']);
  const { modal } = App.useApp();
  const feedback = useMutationFeedback();
  const dispatch = useAppDispatch();
  const backend = useFlowBackend(kind);
  const flow = useAppSelector(selectFlow);
  const scene = useAppSelector(selectCurrentScene);
  const dirty = useAppSelector(selectAnyEdited);
  const canUndo = useAppSelector(selectCanUndo);
  const canRedo = useAppSelector(selectCanRedo);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<LoadFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(true);
  const drawerFocus = useDrawerFocus(drawerOpen);
  const [drawerTab, setDrawerTab] = useState('node');
  const [minimap, setMinimap] = useState(true);
  const [saving, setSaving] = useState(false);
  const canvas = useRef<FlowCanvasHandle>(null);
  useUnsavedGuard(dirty);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setFailure(null);
    void backend.load(ownerId).then((r) => {
      if (!live) return;
      setLoading(false);
      // a load, not a save (no feedback helper): without its flow the editor would offer to add scenes to a
      // script or plan it could not read
      if ('error' in r) setFailure(loadFailure(r.error));
      else
        dispatch(
          flowLoaded({
            kind,
            ownerId,
            readOnly: readOnlyWhen?.(r.data) ?? false,
            answerList: r.data.answerList,
            scenes: r.data.scene,
          }),
        );
    });
    return () => {
      live = false;
    };
    // The backend object is new on every render; the owner decides what to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, ownerId, dispatch, attempt]);
  useEffect(() => () => void dispatch(flowClosed()), [dispatch]);

  const scenes = flow.scenes;
  const sceneRefs = useMemo(() => scenes.map((s) => ({ id: s.id, name: s.name })), [scenes]);
  const problems = useMemo(
    () =>
      scene
        ? validateScene(
            scene,
            sceneRefs.map((s) => s.id),
          )
        : [],
    [scene, sceneRefs],
  );
  const selected = scene?.nodeDataArray.find((n) => n.key === flow.selectedKey);
  const mainNodes = useMemo(() => scene?.nodeDataArray.filter((n) => !isBranch(n)) ?? [], [scene]);

  const save = useCallback(async () => {
    if (!scene || !flow.ownerId) return;
    setSaving(true);
    const r = await backend.saveScene({
      sc_id: flow.ownerId,
      id: scene.id,
      nodeDataArray: scene.nodeDataArray,
      linkDataArray: scene.linkDataArray,
      delNodeDataArray: scene.delNodeDataArray,
    });
    setSaving(false);
    const o = await feedback(r, { success: t('scene.saved') });
    if (o.ok) dispatch(sceneSaved(o.data));
    return o.ok;
  }, [backend, dispatch, flow.ownerId, feedback, scene, t]);

  /** Saving first lists what the check found; the author may save anyway. */
  const requestSave = () => {
    if (!problems.length) return void save();
    setDrawerOpen(true);
    setDrawerTab('check');
    modal.confirm({
      title: t('check.title'),
      content: t('check.count', { count: problems.length }),
      okText: t('check.saveAnyway'),
      cancelText: t('check.fixFirst'),
      onOk: () => save(),
    });
  };

  // Leaving a scene with unsaved edits asks whether to save it first; the edits stay either way.
  const switchScene = (id: number) => {
    if (!scene || !flow.edited[scene.id] || id === scene.id) return void dispatch(sceneSelected(id));
    const ask = modal.confirm({
      title: t('scene.leaveTitle'),
      content: t('scene.leaveContent', { name: scene.name }),
      okText: t('scene.saveAndLeave'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        if (await save()) dispatch(sceneSelected(id));
      },
      footer: (_, { OkBtn, CancelBtn }) => (
        <>
          <CancelBtn />
          <Button
            onClick={() => {
              ask.destroy();
              dispatch(sceneSelected(id));
            }}
          >
            {t('scene.leaveWithoutSaving')}
          </Button>
          <OkBtn />
        </>
      ),
    });
  };

  const addScene = async (v: SceneValues) => {
    const o = await feedback(backend.addScene({ sc_id: ownerId, name: v.name.trim(), dmsort: v.dmsort }));
    if (o.ok) dispatch(sceneAdded(o.data));
    return o.ok;
  };
  const renameScene = async (v: SceneValues) => {
    if (!scene) return false;
    const o = await feedback(backend.updateScene({ id: scene.id, name: v.name.trim(), dmsort: v.dmsort }));
    if (o.ok) dispatch(sceneRenamed({ id: scene.id, name: o.data.name, dmsort: o.data.dmsort }));
    return o.ok;
  };
  const deleteScene = async () => {
    if (!scene) return;
    const o = await feedback(backend.deleteScene(scene.id), { success: t('common:deleteSuccess') });
    if (o.ok) dispatch(sceneDeleted(scene.id));
  };

  const addNode = (nodeType: 'normal' | 'jump', loc?: string) => {
    const count = mainNodes.length;
    dispatch(
      nodeAdded({
        nodeType,
        text: nodeType === 'normal' ? t('defaults.normalName') : t('defaults.jumpName'),
        loc: loc ?? `${40 + (count % 5) * 260} ${40 + Math.floor(count / 5) * 220}`,
      }),
    );
    setDrawerOpen(true);
    setDrawerTab('node');
  };

  const command = useCallback(
    (c: CanvasCommand) => {
      if (c === 'undo') dispatch(undone());
      else if (c === 'redo') dispatch(redone());
      else if (c === 'copy' && flow.selectedKey) dispatch(nodesCopied([flow.selectedKey]));
      else if (c === 'paste') dispatch(nodesPasted());
    },
    [dispatch, flow.selectedKey],
  );

  useFlowShortcuts(command);

  const pick = (key: string) => {
    dispatch(nodeSelected(key));
    canvas.current?.focus(key);
    setDrawerOpen(true);
    setDrawerTab('node');
  };

  const layout = () => {
    const moves = canvas.current?.layout() ?? [];
    if (moves.length) dispatch(nodesMoved(moves));
  };

  if (loading)
    return (
      <Spin description={t('loading')}>
        <div style={styles.loading} />
      </Spin>
    );

  // the request layer has told why; the page around offers the way on (the plan list, the script list)
  if (failure === 'missing') return <Result status="404" title={t(`notFound.${kind}`)} />;
  if (failure)
    return (
      <Result
        status="error"
        title={t('loadFailed')}
        extra={<Button onClick={() => setAttempt((n) => n + 1)}>{t('common:retry')}</Button>}
      />
    );

  const editable = !flow.readOnly;

  return (
    <div
      style={fullscreen ? styles.fullscreen : styles.root}
      data-testid="flow-editor"
      data-fullscreen={fullscreen}
    >
      {flow.readOnly && <Alert type="info" showIcon title={t('readOnly')} style={styles.notice} />}
      <SceneBar
        scenes={scenes}
        current={scene}
        edited={flow.edited}
        editable={editable}
        onSwitch={switchScene}
        onAdd={addScene}
        onRename={renameScene}
        onDelete={deleteScene}
      />
      <FlowToolbar
        editable={editable}
        hasScene={!!scene}
        canUndo={canUndo}
        canRedo={canRedo}
        hasSelection={!!selected}
        canPaste={!!flow.clipboard}
        nodes={mainNodes}
        minimap={minimap}
        drawerOpen={drawerOpen}
        fullscreen={fullscreen}
        saving={saving}
        canSave={!!scene && !!flow.edited[scene.id]}
        onAddNode={(nodeType) => addNode(nodeType)}
        onCommand={command}
        onDeleteSelected={() => selected && dispatch(nodesDeleted([selected.key]))}
        onLayout={layout}
        onFind={pick}
        onCheck={() => (setDrawerOpen(true), setDrawerTab('check'))}
        onToggleMinimap={() => setMinimap((m) => !m)}
        onToggleDrawer={() => setDrawerOpen((o) => !o)}
        onToggleFullscreen={() => setFullscreen((f) => !f)}
        onSave={requestSave}
      />
      <div style={styles.body}>
        {scene ? (
          <FlowCanvas
            ref={canvas}
            scene={scene}
            scenes={sceneRefs}
            readOnly={flow.readOnly}
            selectedKey={flow.selectedKey}
            showMinimap={minimap}
            onSelect={(key) => dispatch(nodeSelected(key))}
            onMove={(moves) => dispatch(nodesMoved(moves))}
            onLink={(link) => dispatch(linkAdded(link))}
            onDelete={(nodes, links) => {
              if (nodes.length) dispatch(nodesDeleted(nodes));
              links.forEach((l) => dispatch(linkDeleted(l)));
            }}
            onAddAt={(loc) => addNode('normal', loc)}
            onCommand={command}
          />
        ) : (
          <Empty style={styles.loading} description={t('scene.empty')} />
        )}
        <Drawer
          title={t('drawer.title')}
          placement="right"
          open={drawerOpen}
          mask={false}
          getContainer={false}
          size={380}
          onClose={() => setDrawerOpen(false)}
          {...drawerFocus}
          styles={{ body: styles.drawerBody }}
        >
          <Tabs
            size="small"
            activeKey={drawerTab}
            onChange={setDrawerTab}
            items={[
              {
                key: 'node',
                label: t('drawer.node'),
                children:
                  selected && !isBranch(selected) ? (
                    <NodeForm
                      kind={kind}
                      node={selected}
                      scenes={sceneRefs}
                      currentSceneId={scene?.id ?? null}
                      readOnly={flow.readOnly}
                      onApply={(changes) => dispatch(nodeChanged({ key: selected.key, changes }))}
                    />
                  ) : (
                    <Empty
                      description={
                        selected ? t('node.branchNode', { name: selected.text }) : t('node.nothingSelected')
                      }
                    />
                  ),
              },
              { key: 'branches', label: t('drawer.branches'), children: <BranchManager backend={backend} /> },
              {
                key: 'check',
                label: t('drawer.check'),
                children: <ValidationPanel problems={problems} onPick={pick} />,
              },
            ]}
          />
        </Drawer>
      </div>
    </div>
  );
}
