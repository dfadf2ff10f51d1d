import { Checkbox, Form, Input, Radio, type GetProps } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useMutationFeedback, type FormDialogProps } from '@/components/form-dialog';
import { useAssistantTokenAddMutation } from '../api';
import { LIMITS, TOKEN_EXPIRIES, TOKEN_SCOPES, type TokenScope } from '../types';

interface Values {
  name: string;
  expires_days: (typeof TOKEN_EXPIRIES)[number];
  scopes: TokenScope[];
}

interface TokenCreateModalProps extends FormDialogProps {
  /** The new token's secret, to show once. */
  onCreated(name: string, secret: string): void;
}

/** Create an API token: a name, how long it lives, and what it may do. */
export function TokenCreateModal({ open, onOpenChange, onCreated }: TokenCreateModalProps) {
  const { t } = useTranslation('assistantLibrary');
  const [form] = Form.useForm<Values>();
  const [add] = useAssistantTokenAddMutation();
  const feedback = useMutationFeedback();

  const finish = async (v: Values) => {
    const request = add({ body: { name: v.name.trim(), expires_days: v.expires_days, scopes: v.scopes } });
    // no success message: the next dialog, showing the secret, says it was created
    const r = await feedback(request);
    if (!r.ok) {
      applyServerErrors(form, r.error, 'name');
      return false;
    }
    onCreated(r.data.data.name, r.data.data.secret);
    // The answer would otherwise stay in the store's mutation cache: the secret is held by its dialog only.
    request.reset();
    return true;
  };

  return (
    <ModalForm<Values>
      name="token"
      title={t('tokenForm.title')}
      width={520}
      open={open}
      form={form}
      onOpenChange={onOpenChange}
      initialValues={{ name: '', expires_days: 90, scopes: ['call.push'] }}
      modalProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: t('tokenForm.create') } }}
      onFinish={finish}
    >
      <Form.Item
        name="name"
        label={t('tokenForm.name')}
        rules={[
          { required: true, whitespace: true, message: t('tokenForm.nameRequired') },
          { max: LIMITS.tokenName, message: t('tokenForm.nameMax', { n: LIMITS.tokenName }) },
        ]}
      >
        <Input placeholder={t('tokenForm.namePlaceholder')} count={{ show: true, max: LIMITS.tokenName }} />
      </Form.Item>
      <Form.Item name="expires_days" label={t('tokenForm.expires')}>
        <Radio.Group
          optionType="button"
          options={TOKEN_EXPIRIES.map((n) => ({
            value: n,
            label: n ? t('tokenForm.days', { n }) : t('tokenForm.never'),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="scopes"
        label={t('tokenForm.scopes')}
        rules={[{ required: true, type: 'array', min: 1, message: t('tokenForm.scopesRequired') }]}
      >
        <ScopeChoices
          aria-label={t('tokenForm.scopes')}
          options={TOKEN_SCOPES.map((s) => ({ value: s, label: t(`scopes.${s}`) }))}
        />
      </Form.Item>
    </ModalForm>
  );
}

/**
 * The scopes as a labelled group of checkboxes. The group is no form control of its own, so the aria-required
 * that Form.Item hands its child has no place on it (each checkbox is its own control).
 */
function ScopeChoices({ 'aria-required': _required, ...props }: GetProps<typeof Checkbox.Group<TokenScope>>) {
  return <Checkbox.Group<TokenScope> role="group" {...props} />;
}
