import { Badge, Button, Space, Tabs } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '@/components/delete-confirm';
import { useFormDialog } from '@/components/form-dialog';
import type { Scene } from '../types';
import { SceneDialog, type SceneValues } from './SceneDialog';
import styles from './flow-editor.styles';

export interface SceneBarProps {
  scenes: Scene[];
  current: Scene | undefined;
  /** Scenes with unsaved edits, by id: their tab shows a dot. */
  edited: Record<number, boolean>;
  editable: boolean;
  onSwitch(id: number): void;
  onAdd(values: SceneValues): Promise<boolean>;
  onRename(values: SceneValues): Promise<boolean>;
  onDelete(): void;
}

/** The scenes of the script or plan as tabs, with add, rename and delete. */
export function SceneBar({
  scenes,
  current,
  edited,
  editable,
  onSwitch,
  onAdd,
  onRename,
  onDelete,
}: SceneBarProps) {
  const { t } = useTranslation(['flow', 'common']);
  // a new scene goes after the last one
  const nextSort = (scenes.at(-1)?.dmsort ?? 0) + 10;
  // open() adds a scene, open(scene) renames it
  const editor = useFormDialog<Scene>();
  const renamed = editor.record;
  return (
    <div style={styles.sceneBar}>
      <Tabs
        size="small"
        style={styles.tabs}
        activeKey={current ? String(current.id) : undefined}
        onChange={(key) => onSwitch(Number(key))}
        items={scenes.map((s) => ({
          key: String(s.id),
          label: (
            <Badge dot={!!edited[s.id]} offset={[6, 0]} title={edited[s.id] ? t('scene.edited') : undefined}>
              {s.name}
            </Badge>
          ),
        }))}
      />
      {editable && (
        <Space size={4}>
          <Button size="small" icon={<PlusOutlined />} onClick={() => editor.open()}>
            {t('scene.add')}
          </Button>
          {current && (
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t('scene.rename')}
              onClick={() => editor.open(current)}
            />
          )}
          <SceneDialog
            {...editor.props}
            title={t(renamed ? 'scene.rename' : 'scene.add')}
            initialValues={
              renamed ? { name: renamed.name, dmsort: renamed.dmsort } : { name: '', dmsort: nextSort }
            }
            onFinish={renamed ? onRename : onAdd}
          />
          {current && (
            <DeleteConfirm
              title={t('common:confirmDelete')}
              description={t('scene.deleteEffect', { name: current.name })}
              onConfirm={onDelete}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('scene.delete')} />
            </DeleteConfirm>
          )}
        </Space>
      )}
    </div>
  );
}
