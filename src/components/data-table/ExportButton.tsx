import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The toolbar's export button: loading while the server gathers the rows and the file is written. */
export interface Exporter {
  run: () => Promise<void>;
  busy: boolean;
  /** Nothing to export yet (a report whose figures have not come): the button is greyed out, not dead. */
  disabled?: boolean;
}

export function ExportButton({ exporter }: { exporter: Exporter }) {
  const { t } = useTranslation('dataTable');
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={exporter.busy}
      disabled={exporter.disabled}
      onClick={() => void exporter.run()}
    >
      {exporter.busy ? t('exporting') : t('export')}
    </Button>
  );
}
