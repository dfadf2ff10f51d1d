import { useRef } from 'react';
import { Drawer, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Contract } from '../api';
import { ContractPreview } from './ContractPreview';
import { ExportPdfButton } from './ExportPdfButton';

/** A contract's preview (exportable) with its reasons and its timeline. */
export function ContractDrawer({ contract, onClose }: { contract: Contract | null; onClose(): void }) {
  const { t } = useTranslation('contractFlow');
  const ref = useRef<HTMLDivElement>(null);
  return (
    <Drawer
      open={!!contract}
      onClose={onClose}
      width={640}
      title={contract?.contract_name}
      extra={contract && <ExportPdfButton target={ref} fileName={`${contract.contract_no}.pdf`} />}
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
          <ContractPreview ref={ref} content={contract} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('list.timeline')}
          </Typography.Title>
          <Timeline
            items={contract.timeline.map((e) => ({
              children: `${e.at} ${e.actor} ${e.text}`,
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
