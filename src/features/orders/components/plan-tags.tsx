import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgeingBucket, InstalmentStatus, ReceiptStatus } from '../plan-api';

const INSTALMENT_COLORS: Record<InstalmentStatus, string> = { 0: 'default', 1: 'processing', 2: 'success' };
const AGEING_COLORS: Record<AgeingBucket, string> = {
  '0-30': 'gold',
  '31-60': 'orange',
  '61-90': 'volcano',
  '90+': 'red',
};

/** An instalment's status (from its valid receipts) as a tag: not received grey, partly blue, received green. */
export function InstalmentStatusTag({ status }: { status: InstalmentStatus }) {
  const { t } = useTranslation('payments');
  return <Tag color={INSTALMENT_COLORS[status]}>{t(`instalment.statusName.${status}`)}</Tag>;
}

/** Days overdue in red, so an overdue instalment or order stands out; nothing when not overdue. */
export function OverdueTag({ days }: { days: number }) {
  const { t } = useTranslation('payments');
  return days > 0 ? <Tag color="error">{t('plan.overdueDays', { days })}</Tag> : null;
}

/** The ageing bucket, warmer as it gets older. */
export function AgeingTag({ ageing }: { ageing: AgeingBucket | null }) {
  const { t } = useTranslation('payments');
  return ageing ? <Tag color={AGEING_COLORS[ageing]}>{t(`plan.ageingName.${ageing}`)}</Tag> : null;
}

export function ReceiptStatusTag({ status }: { status: ReceiptStatus }) {
  const { t } = useTranslation('payments');
  return <Tag color={status === 1 ? 'success' : 'default'}>{t(`receipt.statusName.${status}`)}</Tag>;
}
