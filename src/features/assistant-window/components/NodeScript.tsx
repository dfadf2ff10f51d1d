import { memo } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentNode, selectMatchCount } from '../assistant-window.store';
import styles from './assistant-window.styles';

/**
 * ASSIST-08/09: the matched node's script and where each of its branches leads, in a highlighted card; the
 * match count says how often the conversation has moved (a repeated node still shows a change).
 */
export const NodeScript = memo(function NodeScript() {
  const { t } = useTranslation('assistantWindow');
  const located = useAppSelector(selectCurrentNode);
  const matchCount = useAppSelector(selectMatchCount);
  if (!located)
    return (
      <Card size="small" title={t('script.title')}>
        <Typography.Text type="secondary">{t('script.waiting')}</Typography.Text>
      </Card>
    );
  const { stage, node } = located;
  return (
    <Card
      size="small"
      style={styles.matched}
      title={t('script.title')}
      extra={
        <Typography.Text type="secondary">
          {t('script.where', { stage: stage.name, node: node.name, count: matchCount })}
        </Typography.Text>
      }
      aria-label={t('script.title')}
      role="region"
    >
      <Typography.Paragraph strong style={styles.scriptContent}>
        {node.content}
      </Typography.Paragraph>
      <Typography.Text type="secondary">{t('script.branches')}</Typography.Text>
      {node.speech_node_branches.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('script.noBranches')}</Typography.Paragraph>
      ) : (
        <ul style={styles.branches} aria-label={t('script.branches')}>
          {node.speech_node_branches.map((branch) => (
            <li key={branch.id} style={styles.branch}>
              <Typography.Text strong>{branch.speech_branch.name}</Typography.Text>
              <div>
                {branch.next_speech_node ? (
                  <>
                    <Typography.Text type="secondary">
                      {t('script.nextNode', { id: branch.next_speech_node.id })}
                    </Typography.Text>{' '}
                    {branch.next_speech_node.content}
                  </>
                ) : (
                  <Typography.Text type="secondary">{t('script.noNextNode')}</Typography.Text>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});
