import { memo } from 'react';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { selectCustomer, selectTags } from '../assistant-window.store';

/** ASSIST-04/05: who is on the line and the profile tags the platform knows or has just added. */
export const CustomerCard = memo(function CustomerCard({ compact }: { compact: boolean }) {
  const { t } = useTranslation('assistantWindow');
  const customer = useAppSelector(selectCustomer);
  const tags = useAppSelector(selectTags);
  return (
    <section aria-label={t('customer.title')}>
      <Descriptions
        size="small"
        column={compact ? 2 : 1}
        title={compact ? undefined : t('customer.title')}
        items={[
          {
            key: 'name',
            label: t('customer.name'),
            children: customer ? customer.name || t('customer.unknown') : '',
          },
          { key: 'contact', label: t('customer.contactName'), children: customer?.contact_name ?? '' },
          { key: 'phone', label: t('customer.contactPhone'), children: customer?.contact_phone ?? '' },
        ]}
      />
      <Typography.Text type="secondary">{t('customer.tags')}</Typography.Text>
      <Space size={[4, 4]} wrap style={{ display: 'flex', marginTop: 4 }} aria-label={t('customer.tags')}>
        {tags.length === 0 && <Typography.Text type="secondary">{t('customer.noTags')}</Typography.Text>}
        {tags.map((tag) => (
          <Tag key={tag.id} color="blue">
            {tag.name}
          </Tag>
        ))}
      </Space>
    </section>
  );
});
