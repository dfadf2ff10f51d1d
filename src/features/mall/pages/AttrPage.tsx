import { Button, Card, Empty, Space, Spin, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { mallLimits } from '@/api/generated/mall.limits.gen';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { PREFETCH_FRESH, type PagePrefetch } from '@/lib/app-route';
import {
  mallApi,
  useMallAttrGroupAddMutation,
  useMallAttrGroupDeleteMutation,
  useMallAttrGroupListQuery,
  useMallAttrGroupSortMutation,
  useMallAttrGroupUpdateMutation,
  type MallAttrGroup,
} from '../api';
import { AttrGroupCard } from '../components/AttrGroupCard';
import { NameModal, type NameEdit } from '../components/NameModal';
import { moved } from '../move';

/** The attribute groups with their values. */
export const prefetch: PagePrefetch = ({ dispatch }) =>
  void dispatch(mallApi.util.prefetch('mallAttrGroupList', undefined, PREFETCH_FRESH));

/** ROUTES-CALLCENTRE-23 /mall/attr: attribute groups (size, colour, bundle…) and their values, in order. */
export default function AttrPage() {
  const { t } = useTranslation(['mall', 'common']);
  const feedback = useMutationFeedback();
  const { data, isLoading } = useMallAttrGroupListQuery();
  const [addGroup] = useMallAttrGroupAddMutation();
  const [renameGroup] = useMallAttrGroupUpdateMutation();
  const [removeGroup] = useMallAttrGroupDeleteMutation();
  const [sortGroups] = useMallAttrGroupSortMutation();
  const dialog = useFormDialog<NameEdit>();
  const groups = data?.data ?? [];
  const ids = groups.map((g) => g.id);

  const groupTexts = {
    label: t('attr.groupName'),
    required: t('attr.groupNameRequired'),
    max: (n: number) => t('attr.groupNameMax', { n }),
    limit: mallLimits.mallAttrGroupAdd.name,
  };
  const onMove = async (index: number, step: -1 | 1) => {
    await feedback(sortGroups({ body: { ids: moved(ids, index, step) } }), { success: t('attr.sorted') });
  };
  const onDelete = async (g: MallAttrGroup) => {
    await feedback(removeGroup({ body: { id: g.id } }), { success: t('common:deleteSuccess') });
  };

  return (
    <Card
      title={t('attr.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() =>
            dialog.open({
              ...groupTexts,
              title: t('attr.addGroup'),
              success: t('attr.added'),
              save: (name) => addGroup({ body: { name } }),
            })
          }
        >
          {t('attr.addGroup')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('attr.hint')}</Typography.Paragraph>
      {isLoading ? (
        <Spin />
      ) : groups.length ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {groups.map((g, index) => (
            <AttrGroupCard
              key={g.id}
              group={g}
              first={index === 0}
              last={index === groups.length - 1}
              onMove={(step) => onMove(index, step)}
              onRename={() =>
                dialog.open({
                  ...groupTexts,
                  title: t('attr.renameGroup'),
                  name: g.name,
                  success: t('attr.saved'),
                  save: (name) => renameGroup({ body: { id: g.id, name } }),
                })
              }
              onDelete={() => onDelete(g)}
              onName={dialog.open}
            />
          ))}
        </Space>
      ) : (
        <Empty description={t('common:empty')} />
      )}
      <NameModal edit={dialog.record} {...dialog.props} />
    </Card>
  );
}
