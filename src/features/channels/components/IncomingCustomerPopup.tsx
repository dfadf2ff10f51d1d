import { Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { IncomingCallCustomer } from '@/api/socket-messages';
import { LAYERS, nonBlockingModal } from '@/lib/layers';
import { incomingDismissed } from '../channels.slice';
import { selectIncoming } from '../channels.store';
import { MY_CUSTOMERS_PATH } from './NoticeText';

/**
 * CHAN-08: the customer popup of an incoming-call push: who is calling, what the platform knows of them,
 * and a way to their record. It sits beside the softphone's answer modal and does not block it.
 */
export function IncomingCustomerPopup() {
  const { t } = useTranslation('channels');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const customer = useAppSelector(selectIncoming);
  const close = () => dispatch(incomingDismissed());
  const view = (c: IncomingCallCustomer) => {
    close();
    navigate(`${MY_CUSTOMERS_PATH}?keyword=${encodeURIComponent(c.phone)}`);
  };

  return (
    <Modal
      open={customer !== null}
      title={t('incoming.title')}
      {...nonBlockingModal}
      zIndex={LAYERS.callerPopup}
      width={420}
      style={{ top: 72, right: 24, marginRight: 0, position: 'absolute' }}
      onCancel={close}
      footer={
        customer && [
          <Button key="close" onClick={close}>
            {t('incoming.close')}
          </Button>,
          <Button key="view" type="primary" onClick={() => view(customer)}>
            {t('incoming.view')}
          </Button>,
        ]
      }
    >
      {customer && <CustomerFacts customer={customer} />}
    </Modal>
  );
}

function CustomerFacts({ customer: c }: { customer: IncomingCallCustomer }) {
  const { t } = useTranslation('channels');
  const known = c.customer_id != null;
  return (
    <>
      {!known && <Typography.Paragraph type="secondary">{t('incoming.newCustomer')}</Typography.Paragraph>}
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('incoming.phone')}>{c.phone}</Descriptions.Item>
        <Descriptions.Item label={t('incoming.name')}>{c.name || t('incoming.unknown')}</Descriptions.Item>
        {c.contact_name && (
          <Descriptions.Item label={t('incoming.contact')}>{c.contact_name}</Descriptions.Item>
        )}
        {c.company && <Descriptions.Item label={t('incoming.company')}>{c.company}</Descriptions.Item>}
        {c.node_name && <Descriptions.Item label={t('incoming.stage')}>{c.node_name}</Descriptions.Item>}
        {c.owner_name && <Descriptions.Item label={t('incoming.owner')}>{c.owner_name}</Descriptions.Item>}
        {c.last_follow_at && (
          <Descriptions.Item label={t('incoming.lastFollow')}>
            {c.last_follow_at}
            {c.last_follow_content ? ` ${c.last_follow_content}` : ''}
          </Descriptions.Item>
        )}
        {c.remark && <Descriptions.Item label={t('incoming.remark')}>{c.remark}</Descriptions.Item>}
      </Descriptions>
    </>
  );
}
