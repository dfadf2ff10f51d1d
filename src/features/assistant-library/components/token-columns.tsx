import { Badge, Space, Tag, Typography } from 'antd';
import { RowActions } from '@/components/row-actions';
import type { ProColumns } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import type { Token } from '../types';

interface TokenColumnsOptions {
  t: TFunction<['assistantLibrary', 'common']>;
  onRevoke(token: Token): void;
  onDelete(token: Token): void;
}

const BADGE = { 1: 'success', 0: 'error', 2: 'default' } as const;

/** Columns of the token list: masked token, scopes, status, expiry, last use; revoke or delete. */
export function tokenColumns({ t, onRevoke, onDelete }: TokenColumnsOptions): ProColumns<Token>[] {
  return [
    { title: t('token.name'), dataIndex: 'name', width: 140 },
    {
      title: t('token.token'),
      dataIndex: 'token',
      width: 130,
      render: (_d, k) => <Typography.Text code>{k.token}</Typography.Text>,
    },
    {
      title: t('token.scopes'),
      dataIndex: 'scopes',
      width: 200,
      render: (_d, k) => (
        <Space size={[0, 4]} wrap>
          {k.scopes.map((s) => (
            <Tag key={s}>{t(`scopes.${s}`)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('token.status'),
      dataIndex: 'status',
      width: 90,
      render: (_d, k) => <Badge status={BADGE[k.status]} text={t(`token.statuses.${k.status}`)} />,
    },
    {
      title: t('token.expiresAt'),
      dataIndex: 'expires_at',
      width: 165,
      render: (_d, k) => k.expires_at ?? t('token.never'),
    },
    {
      title: t('token.lastUsed'),
      dataIndex: 'last_used_at',
      width: 165,
      render: (_d, k) =>
        k.last_used_at ?? <Typography.Text type="secondary">{t('token.neverUsed')}</Typography.Text>,
    },
    { title: t('token.createdAt'), dataIndex: 'created_at', width: 170 },
    {
      title: t('token.actions'),
      key: 'actions',
      fixed: 'right',
      width: 90,
      render: (_d, k) => (
        <RowActions
          row={k.name}
          actions={[
            {
              key: 'revoke',
              label: t('token.revoke'),
              danger: true,
              hidden: k.status !== 1,
              confirm: {
                title: t('token.revokeConfirm', { name: k.name }),
                description: t('token.revokeWarning'),
                okText: t('token.revoke'),
              },
              onClick: () => onRevoke(k),
            },
            {
              key: 'delete',
              label: t('token.delete'),
              danger: true,
              hidden: k.status === 1,
              confirm: t('common:confirmDelete'),
              onClick: () => onDelete(k),
            },
          ]}
        />
      ),
    },
  ];
}
