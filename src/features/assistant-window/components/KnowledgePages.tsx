import { memo } from 'react';
import { Button, Card, Empty, Space, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { assistantWindowActions, selectPageIndex, selectPages } from '../assistant-window.store';
import styles from './assistant-window.styles';

/** ASSIST-14/15: the Q&A repository pages matched during the call, with a browser-like back and forward. */
export const KnowledgePages = memo(function KnowledgePages() {
  const { t } = useTranslation('assistantWindow');
  const dispatch = useAppDispatch();
  const pages = useAppSelector(selectPages);
  const index = useAppSelector(selectPageIndex);
  const page = pages[index];
  return (
    <Card
      size="small"
      title={t('knowledge.title')}
      role="region"
      aria-label={t('knowledge.title')}
      style={styles.fill}
      styles={{ body: styles.scroll }}
      extra={
        <Space size={4}>
          <Button
            size="small"
            icon={<LeftOutlined />}
            aria-label={t('knowledge.back')}
            disabled={index <= 0}
            onClick={() => dispatch(assistantWindowActions.pageBack())}
          />
          <Typography.Text type="secondary">
            {t('knowledge.position', { current: index + 1, total: pages.length })}
          </Typography.Text>
          <Button
            size="small"
            icon={<RightOutlined />}
            aria-label={t('knowledge.forward')}
            disabled={index >= pages.length - 1}
            onClick={() => dispatch(assistantWindowActions.pageForward())}
          />
        </Space>
      }
    >
      {page ? (
        <article>
          <Typography.Title level={5}>{page.name}</Typography.Title>
          {page.content.map((item, i) => (
            <div key={i} style={styles.qa}>
              <Typography.Text strong>{item.title}</Typography.Text>
              <Typography.Paragraph style={styles.qaAnswer}>{item.content}</Typography.Paragraph>
            </div>
          ))}
        </article>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.empty')} />
      )}
    </Card>
  );
});
