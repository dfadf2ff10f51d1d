import { memo, useEffect, useRef, useState } from 'react';
import { Badge, Button, Empty, Modal, Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { CHAT_LIMIT, type ChatLine } from '../live-data';
import { selectChat, selectChatTotal } from '../assistant-window.store';
import { WINDOW_Z_INDEX } from '../window-sizes';
import styles from './assistant-window.styles';

/** ASSIST-17/18: one line; 'A' is the customer (left), 'B' the seat (right, another colour). */
const Line = memo(function Line({ line }: { line: ChatLine }) {
  const { t } = useTranslation('assistantWindow');
  const customer = line.is_aleg === 'A';
  return (
    <li
      style={customer ? styles.lineCustomer : styles.lineSeat}
      data-speaker={customer ? 'customer' : 'seat'}
    >
      <Typography.Text type="secondary" style={styles.lineWho}>
        {customer ? t('chat.customer') : t('chat.seat')}
        {line.time ? ` ${line.time}` : ''}
      </Typography.Text>
      <span style={customer ? styles.bubbleCustomer : styles.bubbleSeat}>{line.asr_text}</span>
    </li>
  );
});

function ChatLines() {
  const { t } = useTranslation('assistantWindow');
  const chat = useAppSelector(selectChat);
  const total = useAppSelector(selectChatTotal);
  const end = useRef<HTMLDivElement>(null);
  // Follow the conversation: the newest line stays in view.
  useEffect(() => end.current?.scrollIntoView?.({ block: 'end' }), [chat]);
  if (chat.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.empty')} />;
  return (
    <div style={styles.chatScroll}>
      {total > chat.length && (
        <Typography.Text type="secondary">{t('chat.trimmed', { count: CHAT_LIMIT })}</Typography.Text>
      )}
      <ul style={styles.chatList} aria-label={t('chat.title')}>
        {chat.map((line) => (
          <Line key={line.seq} line={line} />
        ))}
      </ul>
      <div ref={end} />
    </div>
  );
}

/** ASSIST-16: the chat record popup; its lines render only while it is open. */
export const ChatRecord = memo(function ChatRecord() {
  const { t } = useTranslation('assistantWindow');
  const total = useAppSelector(selectChatTotal);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge count={total} overflowCount={999} size="small">
        <Button size="small" icon={<MessageOutlined />} onClick={() => setOpen(true)}>
          {t('chat.open')}
        </Button>
      </Badge>
      <Modal
        open={open}
        title={t('chat.title')}
        footer={null}
        mask={false}
        width={520}
        zIndex={WINDOW_Z_INDEX + 10}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <ChatLines />
      </Modal>
    </>
  );
});
