import { useEffect } from 'react';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { OpenFirst, itemIdParam } from '@/components/open-first';
import { useContractTemplateDetailQuery, useContractTemplateListQuery } from '../api';
import { PositionEditor } from '../components/PositionEditor';
import { preloadPdfjs } from '../position-pdf/use-pdf-document';

const LIST_PATH = '/contract/contractTPL/list';
const FORM_PATH = '/contract/contractTPL/create';

/** The first template of the template list (its order: the last updated first). */
const FIRST_TEMPLATE = { body: { page: 1, limit: 1 } };

/**
 * ROUTES-CALLCENTRE-36 /contract/contractPosition?id=<template id>: where the company seal, the customer's
 * signature, the signing date, the fill-in fields and the riding seal go on the template's PDF pages.
 */
export default function PositionsPage() {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = itemIdParam(params);
  const known = id !== null && !Number.isNaN(id);
  const detail = useContractTemplateDetailQuery({ body: { id: id ?? 0 } }, { skip: !known });
  // opened by its address alone: the first template, or the way to make one when there is none
  const first = useContractTemplateListQuery(FIRST_TEMPLATE, { skip: id !== null });
  useEffect(preloadPdfjs, []);

  if (id === null)
    return (
      <OpenFirst
        answer={first}
        firstOf={(page) => page.data.data[0]?.id}
        failed={t('position.templatesFailed')}
        none={t('position.noTemplate')}
        action={
          <Button type="primary" onClick={() => navigate(FORM_PATH)}>
            {t('position.addTemplate')}
          </Button>
        }
      />
    );
  if (!known || detail.isError)
    return (
      <Result
        status="404"
        title={t('position.notFound')}
        extra={<Button onClick={() => navigate(LIST_PATH)}>{t('position.back')}</Button>}
      />
    );
  if (!detail.data) return <Spin />;
  return <PositionEditor key={id} template={detail.data.data} />;
}
