import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from './api';

const COLORS: Record<OrderStatus, string> = { 1: 'processing', 2: 'blue', 3: 'success', 4: 'default' };

/** An order's status as a coloured tag (awaiting review blue-ish, completed green, voided grey). */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
