import { Button, Card, Image, List, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@ant-design/icons';
import { DeleteConfirm } from '@/components/delete-confirm';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import {
  useContractSealDeleteMutation,
  useContractSealListQuery,
  useContractSealSetDefaultMutation,
  type Seal,
} from '../api';
import { SealUploadModal } from './SealUploadModal';

const ACTION = { type: 'link', size: 'small', style: { padding: 0 } } as const;
const NO_SEALS: Seal[] = [];

/**
 * The company's seals with their pictures (which open larger) and the default one; the default cannot be
 * deleted while there are others (the backend says so: make another the default first).
 */
export function SealsCard() {
  const { t } = useTranslation(['contracts', 'common']);
  const feedback = useMutationFeedback();
  const seals = useContractSealListQuery();
  const [setDefault] = useContractSealSetDefaultMutation();
  const [remove] = useContractSealDeleteMutation();
  const uploader = useFormDialog<never>();

  const onDefault = async (seal: Seal) => {
    const done = await setDefault({ body: { id: seal.id } });
    await feedback(done, { success: (answer) => answer.msg });
  };
  const onDelete = async (seal: Seal) => {
    await feedback(remove({ body: { id: seal.id } }), { success: t('common:deleteSuccess') });
  };

  return (
    <Card
      title={t('seal.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => uploader.open()}>
          {t('seal.add')}
        </Button>
      }
    >
      <SealUploadModal {...uploader.props} />
      <List<Seal>
        loading={seals.isLoading}
        dataSource={seals.data?.data ?? NO_SEALS}
        locale={{ emptyText: t('common:empty') }}
        renderItem={(seal) => (
          <List.Item
            aria-label={seal.name}
            actions={[
              seal.is_default ? null : (
                <Button
                  key="default"
                  {...ACTION}
                  onClick={() => onDefault(seal)}
                  aria-label={`${t('seal.setDefault')} ${seal.name}`}
                >
                  {t('seal.setDefault')}
                </Button>
              ),
              <DeleteConfirm key="delete" title={t('common:confirmDelete')} onConfirm={() => onDelete(seal)}>
                <Button {...ACTION} danger aria-label={`${t('seal.delete')} ${seal.name}`}>
                  {t('seal.delete')}
                </Button>
              </DeleteConfirm>,
            ]}
          >
            <List.Item.Meta
              avatar={<Image src={seal.image_url} width={64} height={64} alt={seal.name} />}
              title={
                <Space>
                  {seal.name}
                  {seal.is_default && <Tag color="red">{t('seal.default')}</Tag>}
                </Space>
              }
              description={`${seal.type_name} · ${seal.created_at}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
