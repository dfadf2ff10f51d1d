import { Form, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Option {
  value: number;
  label: string;
}

/**
 * What a finished call of each of the script's intent levels leads to: join the CRM with a label, and/or go to
 * an agent. Values live in the form under `actions.<level>`.
 */
export function LevelActionFields({
  levels,
  labels,
  staff,
}: {
  levels: string[];
  labels: Option[];
  staff: Option[];
}) {
  const { t } = useTranslation('robotTasks');
  if (!levels.length) return <Typography.Text type="secondary">{t('task.pickScriptFirst')}</Typography.Text>;
  return (
    <>
      {levels.map((level) => (
        <Space key={level} align="baseline" wrap>
          <Typography.Text strong>{t('task.level', { level })}</Typography.Text>
          <Form.Item name={['actions', level, 'label_id']} noStyle>
            <Select
              allowClear
              style={{ width: 180 }}
              placeholder={t('task.addToCrm')}
              aria-label={`${t('task.level', { level })} ${t('task.addToCrm')}`}
              options={labels}
            />
          </Form.Item>
          <Form.Item name={['actions', level, 'staff_id']} noStyle>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ width: 160 }}
              placeholder={t('task.toAgent')}
              aria-label={`${t('task.level', { level })} ${t('task.toAgent')}`}
              options={staff}
            />
          </Form.Item>
        </Space>
      ))}
    </>
  );
}
