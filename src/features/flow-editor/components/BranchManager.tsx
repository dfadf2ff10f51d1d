import { Button, List, Space, Tag, Typography } from 'antd';
import { ModalForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/row-actions';
import { useFormDialog, useMutationFeedback, type FormDialogProps } from '@/components/form-dialog';
import { KEYWORD_SEPARATORS } from '../rules/separators';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { specialBranchAdded, specialBranchChanged, specialBranchRemoved } from '../flow.slice';
import { selectFlow } from '../flow.store';
import type { Answer } from '../types';
import type { FlowBackend } from '../use-flow-backend';
import { robotLimits } from '@/api/generated/robot.limits.gen';
import { DIALOG_WIDTH } from '@/lib/dialog-width';

interface BranchValues {
  name: string;
  keyWorldList: string[];
}

function BranchDialog({
  title,
  initial,
  onFinish,
  ...dialog
}: FormDialogProps & {
  title: string;
  initial?: BranchValues;
  onFinish(v: BranchValues): Promise<boolean>;
}) {
  const { t } = useTranslation('flow');
  return (
    <ModalForm<BranchValues>
      title={title}
      width={DIALOG_WIDTH.medium}
      {...dialog}
      initialValues={initial}
      modalProps={{ destroyOnHidden: true }}
      onFinish={onFinish}
    >
      <ProFormText
        name="name"
        label={t('branch.name')}
        fieldProps={{ maxLength: robotLimits.robotBranchAdd.name.maxLength }}
        rules={[{ required: true, whitespace: true, message: t('branch.nameRequired') }]}
      />
      <ProFormSelect
        name="keyWorldList"
        label={t('node.matchRule')}
        extra={t('node.matchRuleHelp')}
        mode="tags"
        fieldProps={{ open: false, suffixIcon: null, tokenSeparators: KEYWORD_SEPARATORS }}
        rules={[{ required: true, type: 'array', min: 1, message: t('node.matchRuleRequired') }]}
      />
    </ModalForm>
  );
}

/** FLOW-31: special branches of the script or plan; a new one is offered on every node of every scene. */
export function BranchManager({ backend }: { backend: FlowBackend }) {
  const { t } = useTranslation(['flow', 'common']);
  const feedback = useMutationFeedback();
  const dispatch = useAppDispatch();
  const { answers, ownerId, readOnly } = useAppSelector(selectFlow);
  // open() adds a special branch, open(branch) edits it
  const editor = useFormDialog<Answer>();
  const edited = editor.record;

  const add = async (v: BranchValues) => {
    const body = { sc_id: ownerId!, name: v.name.trim(), keyWorldList: v.keyWorldList };
    const o = await feedback(backend.addBranch(body), { success: t('branch.added') });
    if (o.ok) dispatch(specialBranchAdded(o.data));
    return o.ok;
  };
  const update = (a: Answer) => async (v: BranchValues) => {
    const body = { id: a.id, name: v.name.trim(), keyWorldList: v.keyWorldList };
    const o = await feedback(backend.updateBranch(body), { success: t('branch.updated') });
    if (o.ok) dispatch(specialBranchChanged(o.data));
    return o.ok;
  };
  const remove = async (a: Answer) => {
    const o = await feedback(backend.deleteBranch(a.id), { success: t('common:deleteSuccess') });
    if (o.ok) dispatch(specialBranchRemoved(a.id));
  };

  const row = (a: Answer) => (
    <List.Item
      actions={
        a.isSystem || readOnly
          ? []
          : [
              <RowActions
                key="actions"
                row={a.name}
                actions={[
                  { key: 'edit', label: t('common:edit'), onClick: () => editor.open(a) },
                  {
                    key: 'delete',
                    label: t('branch.delete'),
                    danger: true,
                    confirm: { title: t('common:confirmDelete'), description: t('branch.deleteEffect') },
                    onClick: () => remove(a),
                  },
                ]}
              />,
            ]
      }
    >
      <Space orientation="vertical" size={0}>
        <Space>
          <Typography.Text strong>{a.name}</Typography.Text>
          <Tag color={a.isSystem ? 'default' : 'blue'}>
            {a.isSystem ? t('branch.system') : t('branch.special')}
          </Tag>
        </Space>
        <Typography.Text type="secondary">{a.keyWorldList.join(' / ')}</Typography.Text>
      </Space>
    </List.Item>
  );

  return (
    <div>
      <Typography.Paragraph type="secondary">{t('branch.hint')}</Typography.Paragraph>
      {!readOnly && (
        <Button type="dashed" block onClick={() => editor.open()}>
          {t('branch.add')}
        </Button>
      )}
      <BranchDialog
        {...editor.props}
        title={t(edited ? 'branch.edit' : 'branch.add')}
        initial={edited ? { name: edited.name, keyWorldList: edited.keyWorldList } : undefined}
        onFinish={edited ? update(edited) : add}
      />
      <List size="small" dataSource={[...answers.default, ...answers.special]} renderItem={row} rowKey="id" />
    </div>
  );
}
