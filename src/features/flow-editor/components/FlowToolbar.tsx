import { Button, Select, Tooltip } from 'antd';
import {
  ApartmentOutlined,
  BranchesOutlined,
  CheckCircleOutlined,
  CopyOutlined,
  DeleteOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  PlusOutlined,
  RedoOutlined,
  SaveOutlined,
  SnippetsOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowNode } from '../types';
import type { CanvasCommand } from './FlowCanvas';
import styles from './flow-editor.styles';

export interface FlowToolbarProps {
  editable: boolean;
  hasScene: boolean;
  canUndo: boolean;
  canRedo: boolean;
  hasSelection: boolean;
  canPaste: boolean;
  /** The scene's nodes (not branch nodes): what find offers and layout places. */
  nodes: FlowNode[];
  minimap: boolean;
  drawerOpen: boolean;
  fullscreen: boolean;
  saving: boolean;
  canSave: boolean;
  onAddNode(nodeType: 'normal' | 'jump'): void;
  onCommand(command: CanvasCommand): void;
  onDeleteSelected(): void;
  onLayout(): void;
  onFind(key: string): void;
  onCheck(): void;
  onToggleMinimap(): void;
  onToggleDrawer(): void;
  onToggleFullscreen(): void;
  onSave(): void;
}

/** The editor's tools: add nodes, undo and redo, copy and paste, layout, find, check, view, save. */
export function FlowToolbar(props: FlowToolbarProps) {
  const { t } = useTranslation('flow');
  const {
    editable,
    hasScene,
    canUndo,
    canRedo,
    hasSelection,
    canPaste,
    nodes,
    minimap,
    drawerOpen,
    fullscreen,
    saving,
    canSave,
    onAddNode,
    onCommand,
    onDeleteSelected,
    onLayout,
    onFind,
    onCheck,
    onToggleMinimap,
    onToggleDrawer,
    onToggleFullscreen,
    onSave,
  } = props;
  return (
    <div style={styles.toolbar} role="toolbar">
      {editable && (
        <>
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={!hasScene}
            onClick={() => onAddNode('normal')}
          >
            {t('toolbar.addNormal')}
          </Button>
          <Button
            size="small"
            icon={<BranchesOutlined />}
            disabled={!hasScene}
            onClick={() => onAddNode('jump')}
          >
            {t('toolbar.addJump')}
          </Button>
          <IconTool
            label={t('toolbar.undo')}
            icon={<UndoOutlined />}
            disabled={!canUndo}
            onClick={() => onCommand('undo')}
          />
          <IconTool
            label={t('toolbar.redo')}
            icon={<RedoOutlined />}
            disabled={!canRedo}
            onClick={() => onCommand('redo')}
          />
          <IconTool
            label={t('toolbar.copy')}
            icon={<CopyOutlined />}
            disabled={!hasSelection}
            onClick={() => onCommand('copy')}
          />
          <IconTool
            label={t('toolbar.paste')}
            icon={<SnippetsOutlined />}
            disabled={!canPaste}
            onClick={() => onCommand('paste')}
          />
          <IconTool
            label={t('toolbar.delete')}
            icon={<DeleteOutlined />}
            disabled={!hasSelection}
            onClick={onDeleteSelected}
          />
          <Button size="small" icon={<ApartmentOutlined />} disabled={!nodes.length} onClick={onLayout}>
            {t('toolbar.layout')}
          </Button>
        </>
      )}
      <Select
        size="small"
        showSearch
        allowClear
        style={styles.find}
        placeholder={t('find.placeholder')}
        aria-label={t('toolbar.find')}
        value={null}
        optionFilterProp="label"
        notFoundContent={t('find.none')}
        options={nodes.map((n) => ({ value: n.key, label: n.text }))}
        onChange={(key: string | null) => key && onFind(key)}
      />
      <Button size="small" icon={<CheckCircleOutlined />} onClick={onCheck}>
        {t('toolbar.check')}
      </Button>
      <Button size="small" onClick={onToggleMinimap} aria-pressed={minimap}>
        {t('toolbar.minimap')}
      </Button>
      <Button size="small" onClick={onToggleDrawer}>
        {drawerOpen ? t('toolbar.hideDrawer') : t('toolbar.showDrawer')}
      </Button>
      <Button
        size="small"
        icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={onToggleFullscreen}
      >
        {fullscreen ? t('toolbar.exitFullscreen') : t('toolbar.fullscreen')}
      </Button>
      {editable && (
        <Button
          size="small"
          type="primary"
          icon={<SaveOutlined />}
          loading={saving}
          disabled={!canSave}
          onClick={onSave}
        >
          {t('toolbar.save')}
        </Button>
      )}
    </div>
  );
}

/** An icon-only tool: its label is its tooltip and its accessible name. */
function IconTool({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <Tooltip title={label}>
      <Button size="small" icon={icon} disabled={disabled} onClick={onClick} aria-label={label} />
    </Tooltip>
  );
}
