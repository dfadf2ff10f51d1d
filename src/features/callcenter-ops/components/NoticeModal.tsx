import { useRef } from 'react';
import type { FormInstance } from 'antd';
import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { callcenterLimits } from '@/api/generated/callcenter.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { useCallAgentNoticeMutation, type AgentState } from '../api';

const limit = callcenterLimits.callAgentNotice.content;

/** A notice to one agent: it arrives on their notification channel. */
export function NoticeModal({ agent, ...dialog }: FormDialogProps & { agent: AgentState | null }) {
  const { t } = useTranslation('callcenterOps');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<{ content: string }>>(undefined);
  const [send] = useCallAgentNoticeMutation();
  return (
    <ModalForm<{ content: string }>
      title={t('agent.noticeTitle', { name: agent?.name ?? '' })}
      width={460}
      {...dialog}
      formRef={formRef}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async ({ content }) =>
        !!agent &&
        !!(await submit(
          formRef.current,
          send({ body: { staff_id: agent.staff_id, content: content.trim() } }),
          {
            success: t('agent.noticeSent'),
          },
        ))
      }
    >
      <ProFormTextArea
        name="content"
        label={t('agent.noticeContent')}
        fieldProps={{ maxLength: limit.maxLength, showCount: true }}
        rules={limitRules(limit, {
          required: t('agent.noticeRequired'),
          max: (n) => t('agent.noticeMax', { n }),
        })}
      />
    </ModalForm>
  );
}
