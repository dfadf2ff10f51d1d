import { useEffect, useRef } from 'react';
import { notification as antNotification } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ABOVE_FLOAT_BUTTONS } from '@/lib/layers';
import { MAX_OPEN_NOTICES, noticeClosed } from '../channels.slice';
import { selectNotices } from '../channels.store';
import { NoticeText } from './NoticeText';

/**
 * CHAN-24/25: each notice opens once and stays (duration 0) until the user closes it. Its own instance puts the
 * notices above the floating call buttons, and keeps on screen no more than the store keeps: a shift of
 * notices the agent never closes does not pile up.
 */
export function NoticeCenter() {
  const { t } = useTranslation('channels');
  const [notification, holder] = antNotification.useNotification({
    placement: 'bottomRight',
    bottom: ABOVE_FLOAT_BUTTONS,
    maxCount: MAX_OPEN_NOTICES,
  });
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
        onClose: () => dispatch(noticeClosed(id)),
      });
    }
  }, [notices, notification, dispatch, t]);
  return holder;
}
