import { useRef, useState } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContractTemplate } from '../api';
import { ContractPreview, type PreviewContent } from './ContractPreview';
import { ExportPdfButton } from './ExportPdfButton';
import { FilledPdf } from './FilledPdf';

/**
 * The contract form's live preview: the summary as typed and the template's pages filled in, exported as they
 * are drawn (导出PDF is offered once the pages are).
 */
export function ContractFormPreview({
  preview,
  template,
}: {
  preview: PreviewContent;
  /** the chosen template: where its fields sit on its pages */
  template?: ContractTemplate;
}) {
  const { t } = useTranslation('contractFlow');
  const previewRef = useRef<HTMLDivElement>(null);
  const [pagesDrawn, setPagesDrawn] = useState(false);
  return (
    <Card
      title={t('form.preview')}
      extra={
        <ExportPdfButton
          target={previewRef}
          fileName={`${preview.contract_name || 'contract'}.pdf`}
          ready={!preview.contract_file || pagesDrawn}
        />
      }
    >
      <div ref={previewRef} data-testid="contract-document">
        <ContractPreview content={preview} />
        {preview.contract_file && (
          <>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {t('form.filledPdf')}
            </Typography.Title>
            <FilledPdf
              url={preview.contract_file}
              positions={template?.sign_positions ?? []}
              fields={preview.field_values}
              pageCount={template?.page_count}
              onDrawnChange={setPagesDrawn}
            />
          </>
        )}
      </div>
    </Card>
  );
}
