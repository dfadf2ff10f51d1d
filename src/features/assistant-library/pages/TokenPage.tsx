import { useMemo, useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddButton, DataTable } from '@/components/data-table';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { useLocalListPage } from '@/components/list-page';
import { PREFETCH_FRESH, type PagePrefetch } from '@/lib/app-route';
import {
  useAssistantTokenDeleteMutation,
  useAssistantTokenListQuery,
  useAssistantTokenRevokeMutation,
  assistantApi,
} from '../api';
import { TokenCreateModal } from '../components/TokenCreateModal';
import { TokenSecretModal } from '../components/TokenSecretModal';
import { tokenColumns } from '../components/token-columns';
import type { Token } from '../types';
import styles from './page.styles';

/** The tokens (the page filters and pages them itself). */
export const prefetch: PagePrefetch = ({ dispatch }) =>
  void dispatch(assistantApi.util.prefetch('assistantTokenList', undefined, PREFETCH_FRESH));

/** The token list's call takes nothing. */
const noArg = () => undefined;

/** Shown from the column settings: at 1280 px the token's scopes, expiry and last use fill the width. */
const DEFAULT_HIDDEN = ['created_at'];

/** ROUTES-ASSISTANT-04: /assistant/token, API tokens for the systems that call the assistant. */
export default function TokenPage() {
  const { t } = useTranslation(['assistantLibrary', 'common']);
  const feedback = useMutationFeedback();
  const list = useLocalListPage({ query: useAssistantTokenListQuery, arg: noArg, table: 'assistant-tokens' });
  const [revoke] = useAssistantTokenRevokeMutation();
  const [remove] = useAssistantTokenDeleteMutation();
  const createDialog = useFormDialog();
  const openCreate = createDialog.open;
  // The secret lives only here, only while its dialog is open.
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);

  const columns = useMemo(
    () =>
      tokenColumns({
        t,
        onRevoke: async (k) => {
          await feedback(revoke({ body: { id: k.id } }), { success: t('token.revoked') });
        },
        onDelete: async (k) => {
          await feedback(remove({ body: { id: k.id } }), { success: t('common:deleteSuccess') });
        },
      }),
    [t, revoke, remove, feedback],
  );
  const toolbar = useMemo(
    () => () => [
      <AddButton key="add" onClick={() => openCreate()}>
        {t('token.add')}
      </AddButton>,
    ],
    [t, openCreate],
  );

  return (
    <div style={styles.root}>
      <Alert type="info" showIcon title={t('token.intro')} />
      <DataTable<Token>
        {...list.table}
        headerTitle={t('token.title')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        noSearch
        toolBarRender={toolbar}
      />
      <TokenCreateModal {...createDialog.props} onCreated={(name, secret) => setCreated({ name, secret })} />
      <TokenSecretModal created={created} onClose={() => setCreated(null)} />
    </div>
  );
}
