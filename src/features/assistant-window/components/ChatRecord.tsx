import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Empty, Modal, Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { CHAT_LIMIT, type ChatLine } from '../live-data';
import { selectChat, selectChatTotal } from '../assistant-window.store';
import { LAYERS, nonBlockingModal } from '@/lib/layers';
import styles from './assistant-window.styles';
import { useFrameThrottled } from './use-frame-throttled';
import { useThrottled } from './use-throttled';

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

/** Lines the popup draws until the user asks for all kept ones: a burst then lays out 100 lines a frame, not 500. */
export const SHOWN_LINES = 100;

/** How often the open chat record redraws at most: reading needs no more, and a burst stays smooth. */
export const CHAT_REDRAW_MS = 500;

function ChatLines() {
  const { t } = useTranslation('assistantWindow');
  const chat = useThrottled(useAppSelector(selectChat), CHAT_REDRAW_MS);
  const [all, setAll] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const shown = all ? chat : chat.slice(-SHOWN_LINES);
  const first = shown[0]?.seq;
  // Follow the conversation: the newest line stays in view (the list scrolls, never the page).
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [chat]);
  const lines = useMemo(
    () =>
      chat
        .filter((line) => first !== undefined && line.seq >= first)
        .map((line) => <Line key={line.seq} line={line} />),
    [chat, first],
  );
  if (chat.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.empty')} />;
  return (
    <div style={styles.chatScroll} ref={box}>
      {shown.length < chat.length ? (
        <Button type="link" size="small" onClick={() => setAll(true)}>
          {t('chat.showAll', { count: chat.length })}
        </Button>
      ) : (
        chat.at(-1)!.seq > chat.length && (
          <Typography.Text type="secondary">{t('chat.trimmed', { count: CHAT_LIMIT })}</Typography.Text>
        )
      )}
      <ul style={styles.chatList} aria-label={t('chat.title')}>
        {lines}
      </ul>
    </div>
  );
}

function ChatButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('assistantWindow');
  const total = useFrameThrottled(useAppSelector(selectChatTotal));
  // a plain count: a badge would animate its digits on every line
  return (
    <Button size="small" icon={<MessageOutlined />} onClick={onOpen}>
      {t('chat.openWithCount', { count: total })}
    </Button>
  );
}

/** ASSIST-16: the chat record popup; its lines render only while it is open. */
export const ChatRecord = memo(function ChatRecord() {
  const { t } = useTranslation('assistantWindow');
  const [open, setOpen] = useState(false);
  return (
    <>
      <ChatButton onOpen={() => setOpen(true)} />
      <Modal
        open={open}
        title={t('chat.title')}
        footer={null}
        {...nonBlockingModal}
        width={520}
        zIndex={LAYERS.assistantPopup}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <ChatLines />
      </Modal>
    </>
  );
});
