import { useState, type RefObject } from 'react';
import { App, Button, Progress } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { exportPdf } from '../export-slices';

/**
 * Spec section 9: exports the element (the whole contract preview) as A4 PDF pages, with its progress; offered
 * once the preview is `ready` (its contract pages drawn).
 */
export function ExportPdfButton({
  target,
  fileName,
  ready = true,
}: {
  target: RefObject<HTMLElement | null>;
  fileName: string;
  ready?: boolean;
}) {
  const { t } = useTranslation('contractFlow');
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);

  const run = async () => {
    if (!target.current) return;
    try {
      await exportPdf(target.current, fileName, setPercent);
      void message.success(t('preview.exported'));
    } catch {
      void message.error(t('preview.exportFailed'));
    } finally {
      setPercent(null);
    }
  };

  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Button
        icon={<FilePdfOutlined />}
        loading={percent !== null}
        disabled={!ready}
        onClick={() => void run()}
      >
        {t('preview.export')}
      </Button>
      {percent !== null && (
        <Progress percent={percent} size="small" style={{ width: 120 }} aria-label={t('preview.exporting')} />
      )}
    </span>
  );
}
