import { useState } from 'react';
import { Button, Flex, Input, Segmented, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCallTaskDurationRangeQuery } from '../api';
import { NO_FILTERS, SAVED, UNSAVED, type GroupCallFilters, type SaveStatus } from '../types';

interface Props {
  onSearch: (filters: GroupCallFilters) => void;
}

/** GROUP-08..12: the choices apply when the user searches (the button, or Enter in the name box). */
export function GroupCallFilterBar({ onSearch }: Props) {
  const { t } = useTranslation('groupCall');
  const [draft, setDraft] = useState<GroupCallFilters>(NO_FILTERS);
  const ranges = useCallTaskDurationRangeQuery().data?.data ?? {};
  const rangeOptions = Object.entries(ranges)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([value, label]) => ({ value, label }));
  const statusOptions: { value: SaveStatus; label: string }[] = [
    { value: '', label: t('status.all') },
    { value: UNSAVED, label: t('status.unsaved') },
    { value: SAVED, label: t('status.saved') },
  ];
  const search = () => onSearch({ ...draft, name: draft.name.trim() });

  return (
    <Flex vertical gap={8} role="search" aria-label={t('filter.search')}>
      <Flex gap={8}>
        <Input
          allowClear
          aria-label={t('filter.name')}
          placeholder={t('filter.name')}
          value={draft.name}
          maxLength={20}
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
          onPressEnter={search}
        />
        <Select
          allowClear
          aria-label={t('filter.duration')}
          placeholder={t('filter.duration')}
          style={{ width: 150, flex: 'none' }}
          options={rangeOptions}
          value={draft.duration || undefined}
          onChange={(value?: string) => setDraft((d) => ({ ...d, duration: value ?? '' }))}
        />
      </Flex>
      <Flex gap={8} justify="space-between" align="center">
        <Segmented<SaveStatus>
          aria-label={t('filter.status')}
          options={statusOptions}
          value={draft.get_status}
          onChange={(value) => setDraft((d) => ({ ...d, get_status: value }))}
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={search}>
          {t('filter.search')}
        </Button>
      </Flex>
    </Flex>
  );
}
