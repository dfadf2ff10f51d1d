import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { noticeClosed } from '../channels.slice';
import { selectNotices } from '../channels.store';
import { NoticeText } from './NoticeText';

/** CHAN-24/25: each notice opens once and stays (duration 0) until the user closes it. */
export function NoticeCenter() {
  const { t } = useTranslation('channels');
  const { notification } = App.useApp();
  const dispatch = useAppDispatch();
  const notices = useAppSelector(selectNotices);
  const shown = useRef(0);

  useEffect(() => {
    for (const { id, notice } of notices) {
      if (id <= shown.current) continue;
      shown.current = id;
      notification.info({
        key: `notice-${id}`,
        title: notice.title || t('notice.title'),
        description: <NoticeText content={notice.content} num={notice.num} />,
        duration: 0,
        closable: { 'aria-label': t('notice.close') },
        placement: 'bottomRight',
        onClose: () => dispatch(noticeClosed(id)),
      });
    }
  }, [notices, notification, dispatch, t]);
  return null;
}
