import { Flex, Tag, Typography } from 'antd';
import { RowActions } from '@/components/row-actions';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/lib/time-format';
import { SAVED, type GroupCallRecord } from '../types';

interface Props {
  record: GroupCallRecord;
  onOpen: (record: GroupCallRecord) => void;
  onClear: (record: GroupCallRecord) => Promise<unknown>;
}

const styles = {
  item: { padding: '10px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)', listStyle: 'none' },
  name: { maxWidth: 240, fontWeight: 500 },
  meta: { fontSize: 12 },
} as const;

/** One record: who was called, for how long, whether it is saved, and its two actions. */
export function GroupCallItem({ record, onOpen, onClear }: Props) {
  const { t } = useTranslation(['groupCall', 'common']);
  const saved = record.get_status === SAVED;
  return (
    <li style={styles.item} aria-label={record.name}>
      <Flex justify="space-between" align="center" gap={8}>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Flex gap={6} align="center">
            <Typography.Text ellipsis style={styles.name}>
              {record.name}
            </Typography.Text>
            <Tag color={saved ? 'success' : 'warning'} variant="filled">
              {record.get_status_name}
            </Tag>
          </Flex>
          <Typography.Text type="secondary" style={styles.meta}>
            {t('list.contact')} {record.concact_man} · {record.phone} ·{' '}
            {t('list.duration', { duration: formatDuration(record.duration) })}
          </Typography.Text>
        </Flex>
        <Flex gap={0} style={{ flex: 'none' }}>
          <RowActions
            row={record.name}
            actions={[
              { key: 'open', label: t('list.open'), onClick: () => onOpen(record) },
              {
                key: 'clear',
                label: t('list.clear'),
                danger: true,
                confirm: t('common:confirmDelete'),
                onClick: () => onClear(record),
              },
            ]}
          />
        </Flex>
      </Flex>
    </li>
  );
}
