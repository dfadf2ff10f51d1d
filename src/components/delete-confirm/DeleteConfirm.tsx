import type { ReactNode } from 'react';
import { Popconfirm, type PopconfirmProps } from 'antd';
import { useTranslation } from 'react-i18next';

export type DeleteConfirmProps = Omit<PopconfirmProps, 'title'> & { title?: ReactNode };

/**
 * The console's delete confirmation: ERR-02's default question (`common:confirmDefault`) unless the
 * screen asks its own (ERR-01's is `common:confirmDelete`).
 */
export function DeleteConfirm({ title, ...props }: DeleteConfirmProps) {
  const { t } = useTranslation('common');
  return <Popconfirm title={title ?? t('confirmDefault')} {...props} />;
}
