import { useState } from 'react';
import { App, Button, Card, Form, Result, Spin } from 'antd';
import { ProForm, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { contractsLimits } from '@/api/generated/contracts.limits.gen';
import { limitRules } from '@/api/field-limits';
import { useFormSubmit } from '@/components/form-dialog';
import {
  useContractTemplateAddMutation,
  useContractTemplateDetailQuery,
  useContractTemplateUpdateMutation,
  type ContractTemplate,
} from '../api';
import { TemplateFieldsTable } from '../components/TemplateFieldsTable';
import { TemplatePdfUpload } from '../components/TemplatePdfUpload';
import { toFieldRows, toFields, type FieldRow } from '../template-fields';
import type { TemplatePdf } from '../template-file';

const LIST_PATH = '/contract/contractTPL/list';
const POSITIONS_PATH = '/contract/contractPosition';
const limits = contractsLimits.contractTemplateAdd;

interface TemplateValues {
  name: string;
  file_url?: TemplatePdf;
  fields: FieldRow[];
}

/**
 * ROUTES-CALLCENTRE-40 /contract/contractTPL/create: a new template, or with `?id=` the template of that id:
 * its name, its PDF and its fill-in fields.
 */
export default function TemplateFormPage() {
  const { t } = useTranslation(['contracts', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw === null ? null : Number(raw);
  const known = id !== null && Number.isInteger(id) && id > 0;
  const detail = useContractTemplateDetailQuery({ body: { id: id ?? 0 } }, { skip: !known });

  if (id !== null && (!known || detail.isError))
    return (
      <Result
        status="404"
        title={t('form.notFound')}
        extra={<Button onClick={() => navigate(LIST_PATH)}>{t('form.backToList')}</Button>}
      />
    );
  if (known && !detail.data) return <Spin />;
  return <TemplateForm key={id ?? 'new'} template={detail.data?.data} />;
}

function TemplateForm({ template }: { template?: ContractTemplate }) {
  const { t } = useTranslation(['contracts', 'common']);
  const navigate = useNavigate();
  const [form] = Form.useForm<TemplateValues>();
  const submit = useFormSubmit();
  const [add] = useContractTemplateAddMutation();
  const [update] = useContractTemplateUpdateMutation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const [initial] = useState<TemplateValues>(() => ({
    name: template?.name ?? '',
    file_url: template && {
      url: template.file_url,
      name: template.file_name,
      page_count: template.page_count,
    },
    fields: toFieldRows(template?.fields ?? []),
  }));

  const onFinish = async (values: TemplateValues) => {
    const body = {
      name: values.name.trim(),
      file_url: values.file_url!.url,
      fields: toFields(values.fields ?? []),
    };
    const saved = await submit(
      form,
      template ? update({ body: { ...body, id: template.id } }) : add({ body }),
      { success: t(template ? 'form.updated' : 'form.added') },
    );
    if (!saved) return false;
    // a new PDF with fewer pages, or a field taken out, drops the marks that no longer fit (the server's rule)
    const dropped =
      template && saved.data ? template.sign_positions.length - saved.data.data.sign_positions.length : 0;
    if (dropped > 0) void message.warning(t('form.positionsDropped', { n: dropped }));
    navigate(LIST_PATH);
    return true;
  };

  return (
    <Card
      title={t(template ? 'form.editTitle' : 'form.addTitle')}
      extra={
        template && (
          <Button onClick={() => navigate(`${POSITIONS_PATH}?id=${template.id}`)}>
            {t('form.positions')}
          </Button>
        )
      }
    >
      <ProForm<TemplateValues>
        form={form}
        initialValues={initial}
        onFinish={onFinish}
        onFinishFailed={({ errorFields }) => {
          // a fill-in field's fault shows in a popover of its cell: say it where it is seen
          const inTable = errorFields.find((f) => f.name[0] === 'fields');
          if (inTable?.errors[0]) void message.error(inTable.errors[0]);
        }}
        submitter={{
          searchConfig: { submitText: t('common:save'), resetText: t('common:back') },
          submitButtonProps: { disabled: uploading },
          onReset: () => navigate(LIST_PATH),
        }}
      >
        <ProFormText
          name="name"
          label={t('form.name')}
          width="lg"
          rules={limitRules(limits.name, {
            required: t('form.nameRequired'),
            max: (n) => t('form.nameMax', { n }),
          })}
        />
        <ProForm.Item
          name="file_url"
          label={t('form.pdf')}
          extra={t('form.pdfHint')}
          rules={[{ required: true, message: t('form.pdfRequired') }]}
        >
          <TemplatePdfUpload onBusyChange={setUploading} />
        </ProForm.Item>
        <TemplateFieldsTable form={form} initialKeys={initial.fields.map((f) => f.key)} />
      </ProForm>
    </Card>
  );
}
