import type { ReactNode } from 'react';
import { Popconfirm, type PopconfirmProps } from 'antd';
import { useTranslation } from 'react-i18next';

export type DeleteConfirmProps = Omit<PopconfirmProps, 'title'> & { title?: ReactNode };

/**
 * The console's delete confirmation: ERR-02's 确认删除？ unless the screen asks its own question
 * (ERR-01's 确认删除吗？ is `common:confirmDelete`).
 */
export function DeleteConfirm({ title, ...props }: DeleteConfirmProps) {
  const { t } = useTranslation('common');
  return <Popconfirm title={title ?? t('confirmDefault')} {...props} />;
}
