import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Col, DatePicker, Form, Result, Row, Space, Spin } from 'antd';
import { ProForm, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { contractsLimits } from '@/api/generated/contracts.limits.gen';
import { limitRules } from '@/api/field-limits';
import { PREFETCH_FRESH, type PagePrefetch } from '@/lib/app-route';
import { FileLink } from '@/components/file-link';
import { useFormSubmit, VersionConflictAlert } from '@/components/form-dialog';
import {
  contractsApi,
  useContractDetailQuery,
  useContractSealListQuery,
  useContractSendMutation,
  useContractSettingsGetQuery,
  useContractTemplateOptionsQuery,
  useLazyContractTemplateDetailQuery,
  type Contract,
  type Customer,
} from '../api';
import { ContractAttachments } from '../components/ContractAttachments';
import { ContractCustomerPicker } from '../components/ContractCustomerPicker';
import { ContractFieldItems } from '../components/ContractFieldItems';
import { ContractFormPreview } from '../components/ContractFormPreview';
import { TemplatePdfUpload } from '../components/TemplatePdfUpload';
import {
  fieldValue,
  initialValues,
  MOBILE,
  partiesOf,
  sentContract,
  TIME,
  type ContractValues,
} from '../contract-form-values';

const LIST_PATH = '/contract/contractList';
const limits = contractsLimits.contractSend;

/** The id of the contract the address names: null for a new one, NaN (or below 1) for none there can be. */
const idOf = (params: URLSearchParams) => {
  const raw = params.get('id');
  return raw === null ? null : Number(raw);
};
const isKnown = (id: number | null): id is number => id !== null && Number.isInteger(id) && id > 0;

/** The settings, the templates and seals to choose from, and the contract being edited. */
export const prefetch: PagePrefetch = ({ dispatch, search }) => {
  dispatch(contractsApi.util.prefetch('contractSettingsGet', undefined, PREFETCH_FRESH));
  dispatch(contractsApi.util.prefetch('contractTemplateOptions', undefined, PREFETCH_FRESH));
  dispatch(contractsApi.util.prefetch('contractSealList', undefined, PREFETCH_FRESH));
  const id = idOf(search);
  if (isKnown(id)) dispatch(contractsApi.util.prefetch('contractDetail', { body: { id } }, PREFETCH_FRESH));
};

/** ROUTES-CALLCENTRE-34 /contract/issue and ROUTES-CALLCENTRE-35 /contract/contractEdit?id=. */
export default function ContractFormPage() {
  const { t } = useTranslation('contractFlow');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idOf(params);
  const known = isKnown(id);
  const detail = useContractDetailQuery({ body: { id: id ?? 0 } }, { skip: !known });
  const settings = useContractSettingsGetQuery().data?.data;
  // 刷新 after a stale save: the contract as saved by the other person, in a new form
  const [generation, setGeneration] = useState(0);
  const { refetch } = detail;
  const reload = useCallback(async () => {
    if (known) await refetch();
    setGeneration((g) => g + 1);
  }, [known, refetch]);
  const back = <Button onClick={() => navigate(LIST_PATH)}>{t('form.toList')}</Button>;

  if (id !== null && (!known || detail.isError))
    return <Result status="404" title={t('form.notFound')} extra={back} />;
  if ((known && !detail.data) || !settings) return <Spin />;
  const contract = detail.data?.data;
  if (contract && contract.status !== 0 && contract.status !== 2)
    return <Result status="warning" title={t('form.notEditable')} extra={back} />;
  return (
    <ContractForm
      key={`${id ?? 'new'}:${generation}`}
      contract={contract}
      onReload={reload}
      review={settings.need_review === 1}
      validDays={settings.valid_days}
      companyName={settings.company_name}
    />
  );
}

function ContractForm({
  contract,
  onReload,
  review,
  validDays,
  companyName,
}: {
  contract?: Contract;
  /** Loads the contract again, into a new form. */
  onReload(): Promise<void>;
  review: boolean;
  validDays: number;
  /** 甲方: its name fills the template's 甲方名称 */
  companyName: string;
}) {
  const { t } = useTranslation('contractFlow');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<ContractValues>();
  const submit = useFormSubmit();
  const [send] = useContractSendMutation();
  const [busy, setBusy] = useState(false);
  const [initial] = useState(() => initialValues(contract, validDays));
  // the version this form was loaded at: the page's copy is fetched again after a stale save, the form's is not
  const [version] = useState(contract?.version);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    setReloading(true);
    void onReload().finally(() => setReloading(false));
  };
  const templates = useContractTemplateOptionsQuery().data?.data ?? [];
  const seals = useContractSealListQuery().data?.data ?? [];
  const [loadTemplate, template] = useLazyContractTemplateDetailQuery();
  const [customer, setCustomer] = useState(
    contract?.customer_id
      ? { id: contract.customer_id, name: contract.customer_name, phone: contract.customer_phone }
      : undefined,
  );
  const ctId = Form.useWatch('ct_id', form);
  const watched = Form.useWatch([], form) as ContractValues | undefined;

  // the template's fields and PDF: the one picked now, or the contract's own while it loads
  const chosen = ctId && template.data?.data.id === ctId ? template.data.data : undefined;
  useEffect(() => {
    if (ctId) void loadTemplate({ body: { id: ctId } }, true);
  }, [ctId, loadTemplate]);
  const fields = useMemo(() => chosen?.fields ?? [], [chosen]);

  const onPick = (c: Customer | undefined) => {
    if (c && !MOBILE.test(c.phone)) {
      void message.error(t('form.customerNoPhone', { name: c.name }));
      form.setFieldsValue({ customer_id: undefined, customer_name: '', customer_phone: '' });
      setCustomer(undefined);
      return;
    }
    setCustomer(c && { id: c.id, name: c.name, phone: c.phone });
    form.setFieldsValue({ customer_id: c?.id, customer_name: c?.name ?? '', customer_phone: c?.phone ?? '' });
  };

  const parties = partiesOf(companyName, watched ?? initial);

  const preview = useMemo(() => {
    const v = watched ?? initial;
    return {
      contract_no: contract?.contract_no,
      contract_name: v.contract_name ?? '',
      company_name: companyName,
      customer_name: v.customer_name ?? '',
      customer_phone: v.customer_phone ?? '',
      template_name: chosen?.name,
      contract_file: chosen?.file_url ?? v.contract_file?.url,
      contract_end_time: v.contract_end_time?.format(TIME) ?? '',
      field_values: fields.map((f) => ({ ...f, value: fieldValue(f, v, companyName) })),
      files: v.uploads?.files ?? [],
      remark: v.remark ?? '',
    };
  }, [watched, initial, chosen, fields, contract, companyName]);

  const save = async (draft: boolean) => {
    const values = draft ? form.getFieldsValue(true) : await form.validateFields().catch(() => undefined);
    if (!values) return;
    const file = chosen?.file_url ?? values.contract_file?.url;
    if (!file) {
      form.setFields([{ name: 'contract_file', errors: [t('form.contractFileRequired')] }]);
      return;
    }
    const body = sentContract(values, { contract, version, draft, file, fields, companyName });
    const success = draft ? t('form.saveDraft') : review ? t('form.submitReview') : t('form.send');
    const saved = await submit(form, send({ body }), { success, onConflict: () => setStale(true) });
    if (saved) navigate(LIST_PATH);
  };

  return (
    <Row gutter={16}>
      <Col span={13}>
        <Card title={t(contract ? 'form.editTitle' : 'form.issueTitle')}>
          {stale && <VersionConflictAlert onReload={reload} reloading={reloading} />}
          {contract?.status === 2 && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('form.rejected', { reason: contract.reject_reason })}
            />
          )}
          <ProForm<ContractValues> form={form} initialValues={initial} submitter={false} layout="vertical">
            <ProFormText
              name="contract_name"
              label={t('form.contractName')}
              rules={limitRules(limits.contract_name, {
                required: t('form.contractNameRequired'),
                max: (n) => t('form.contractNameMax', { n }),
              })}
            />
            <ProFormSelect
              name="ct_id"
              label={t('form.template')}
              placeholder={t('form.templatePlaceholder')}
              options={templates.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
              fieldProps={{ allowClear: true }}
            />
            {!ctId && (
              <ProForm.Item name="contract_file" label={t('form.contractFile')}>
                <TemplatePdfUpload onBusyChange={setBusy} />
              </ProForm.Item>
            )}
            {chosen && (
              <Form.Item label={t('form.contractFile')}>
                <FileLink url={chosen.file_url} name={chosen.file_name}>
                  {t('form.templateFile', { name: chosen.file_name })}
                </FileLink>
              </Form.Item>
            )}
            <Form.Item
              name="customer_id"
              label={t('form.customer')}
              rules={[{ required: true, message: t('form.customerRequired') }]}
            >
              <ContractCustomerPicker onPick={onPick} current={customer} />
            </Form.Item>
            <Space style={{ display: 'flex' }} align="start">
              <ProFormText
                name="customer_name"
                label={t('form.customerName')}
                fieldProps={{ readOnly: true }}
              />
              <ProFormText
                name="customer_phone"
                label={t('form.customerPhone')}
                fieldProps={{ readOnly: true }}
              />
            </Space>
            <ContractFieldItems fields={fields} parties={parties} />
            <Form.Item
              name="contract_end_time"
              label={t('form.endTime')}
              rules={[
                { required: true, message: t('form.endTimeRequired') },
                {
                  validator: (_r, v?: Dayjs) =>
                    !v || v.isAfter(dayjs())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('form.endTimePast'))),
                },
              ]}
            >
              <DatePicker showTime style={{ width: '100%' }} />
            </Form.Item>
            <ProFormSelect
              name="seal_sign"
              label={t('form.seal')}
              options={[
                { value: 0, label: t('form.defaultSeal') },
                ...seals.map((s) => ({ value: s.id, label: s.name })),
              ]}
            />
            <ProForm.Item name="uploads" label={t('form.attachments')} extra={t('form.attachmentsHint')}>
              <ContractAttachments onBusyChange={setBusy} />
            </ProForm.Item>
            <ProFormTextArea
              name="remark"
              label={t('form.remark')}
              rules={limitRules(limits.remark, { max: (n) => t('form.remarkMax', { n }) })}
            />
            <Space>
              <Button type="primary" disabled={busy} onClick={() => void save(false)}>
                {review ? t('form.submitReview') : t('form.send')}
              </Button>
              <Button disabled={busy} onClick={() => void save(true)}>
                {t('form.saveDraft')}
              </Button>
              <Button onClick={() => navigate(LIST_PATH)}>{t('form.back')}</Button>
            </Space>
          </ProForm>
        </Card>
      </Col>
      <Col span={11}>
        <ContractFormPreview preview={preview} template={chosen} />
      </Col>
    </Row>
  );
}
