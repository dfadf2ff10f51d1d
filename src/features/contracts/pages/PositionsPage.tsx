import { useEffect } from 'react';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useContractTemplateDetailQuery } from '../api';
import { PositionEditor } from '../components/PositionEditor';
import { preloadPdfjs } from '../position-pdf/use-pdf-document';

const LIST_PATH = '/contract/contractTPL/list';

/**
 * ROUTES-CALLCENTRE-36 /contract/contractPosition?id=<template id>: where the company seal, the customer's
 * signature, the signing date, the fill-in fields and the riding seal go on the template's PDF pages.
 */
export default function PositionsPage() {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const known = Number.isInteger(id) && id > 0;
  const detail = useContractTemplateDetailQuery({ body: { id } }, { skip: !known });
  useEffect(preloadPdfjs, []);

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
