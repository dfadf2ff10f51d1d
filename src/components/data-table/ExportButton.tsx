import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The toolbar's export button: shows how far an export of many pages has got. */
export interface Exporter {
  run: () => Promise<void>;
  busy: boolean;
  progress?: { done: number; total: number };
}

export function ExportButton({ exporter }: { exporter: Exporter }) {
  const { t } = useTranslation('dataTable');
  return (
    <Button icon={<DownloadOutlined />} loading={exporter.busy} onClick={() => void exporter.run()}>
      {exporter.progress?.total ? t('exporting', exporter.progress) : t('export')}
    </Button>
  );
}
