import { useRef, useState } from 'react';
import { Drawer, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractSealListQuery, useContractTemplateDetailQuery, type Contract } from '../api';
import { ContractPreview } from './ContractPreview';
import { FilledPdf } from './FilledPdf';
import { ExportPdfButton } from './ExportPdfButton';

/** A contract's preview, its summary and its pages filled in (exported whole), with its reasons and its timeline. */
export function ContractDrawer({ contract, onClose }: { contract: Contract | null; onClose(): void }) {
  const { t } = useTranslation('contractFlow');
  const ref = useRef<HTMLDivElement>(null);
  const [pagesDrawn, setPagesDrawn] = useState(false);
  const ctId = contract?.ct_id;
  const template = useContractTemplateDetailQuery({ body: { id: ctId ?? 0 } }, { skip: !ctId }).data?.data;
  const seals = useContractSealListQuery(undefined, { skip: !contract?.company_signed }).data?.data;
  // the contract's own seal, else the default one, as the signed PDF stamps it
  const seal =
    seals?.find((s) => s.id === contract?.seal_sign) ?? seals?.find((s) => s.is_default) ?? seals?.[0];
  return (
    <Drawer
      open={!!contract}
      onClose={onClose}
      size={640}
      title={contract?.contract_name}
      extra={
        contract && (
          <ExportPdfButton target={ref} fileName={`${contract.contract_no}.pdf`} ready={pagesDrawn} />
        )
      }
    >
      {contract && (
        <>
          {contract.reject_reason && (
            <Typography.Paragraph type="danger">
              {t('list.rejectReason', { reason: contract.reject_reason })}
            </Typography.Paragraph>
          )}
          {contract.refuse_reason && (
            <Typography.Paragraph type="danger">
              {t('list.refuseReason', { reason: contract.refuse_reason })}
            </Typography.Paragraph>
          )}
          {contract.withdraw_reason && (
            <Typography.Paragraph type="secondary">
              {t('list.withdrawnReason', { reason: contract.withdraw_reason })}
            </Typography.Paragraph>
          )}
          <div ref={ref} data-testid="contract-document">
            <ContractPreview content={contract} />
            <Typography.Title level={5} style={{ marginTop: 24 }}>
              {t('list.filledPdf')}
            </Typography.Title>
            <FilledPdf
              url={contract.signed_file ?? contract.contract_file}
              positions={
                contract.signed_file || template?.id !== ctId ? [] : (template?.sign_positions ?? [])
              }
              fields={contract.field_values}
              sealImage={contract.company_signed ? seal?.image_url : undefined}
              signedAt={contract.signed_at}
              onDrawnChange={setPagesDrawn}
            />
          </div>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('list.timeline')}
          </Typography.Title>
          <Timeline
            items={contract.timeline.map((e) => ({
              content: `${e.at} ${e.actor} ${e.text}`,
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
