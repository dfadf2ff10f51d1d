import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Row, Space, Spin, Typography } from 'antd';
import { ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutationFeedback } from '@/components/form-dialog';
import { useUnsavedGuard } from '@/components/unsaved-guard';
import { useContractTemplatePositionsSaveMutation, type ContractTemplate } from '../api';
import type { Box } from '../position-geometry';
import {
  marksOf,
  newMark,
  placed,
  positionsOf,
  samePositions,
  type Mark,
  type MarkTemplate,
} from '../position-marks';
import { usePdfDocument } from '../position-pdf/use-pdf-document';
import { PositionInspector } from './PositionInspector';
import { PositionPalette } from './PositionPalette';
import { PositionSheet } from './PositionSheet';
import { PositionThumbnails } from './PositionThumbnails';

const LIST_PATH = '/contract/contractTPL/list';
/** The page's width on screen at 100 %, and the zoom steps. */
const BASE_WIDTH = 640;
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2];
/** A page of unknown size (the PDF still opening) is taken as A4. */
const A4_ASPECT = 595.28 / 841.89;

/**
 * The template's pages with its marks: palette, thumbnails, the page shown with its marks to drag and resize,
 * and the selected mark in numbers. Saves all the marks at once; leaving with unsaved marks asks first.
 */
export function PositionEditor({ template }: { template: ContractTemplate }) {
  const { t } = useTranslation(['contracts', 'common']);
  const navigate = useNavigate();
  const feedback = useMutationFeedback();
  const { doc, failed } = usePdfDocument(template.file_url);
  const [marks, setMarks] = useState<Mark[]>(() => marksOf(template.sign_positions));
  const [saved, setSaved] = useState(() => positionsOf(marks));
  const [selected, setSelected] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(ZOOMS.indexOf(1));
  const [save, saving] = useContractTemplatePositionsSaveMutation();
  const [pageDrawn, setPageDrawn] = useState(false);
  const onPageDrawn = useCallback(() => setPageDrawn(true), []);

  const dirty = !samePositions(positionsOf(marks), saved);
  useUnsavedGuard(dirty, {
    title: t('position.leave.title'),
    content: t('position.leave.content'),
    ok: t('position.leave.ok'),
    cancel: t('position.leave.cancel'),
  });

  const nameOf = useCallback(
    (m: Pick<Mark, 'kind' | 'field_name'>) =>
      m.kind === 'field' ? (m.field_name ?? '') : t(`position.kinds.${m.kind}`),
    [t],
  );
  const size = doc?.pages[page - 1];
  const aspect = size ? size.width / size.height : A4_ASPECT;

  const add = (what: MarkTemplate, cx?: number, cy?: number) => {
    const mark = newMark(what, page, aspect, cx, cy);
    setMarks((all) => [...all, mark]);
    setSelected(mark.key);
  };
  const place = useCallback(
    (key: number, box: Box) => setMarks((all) => all.map((m) => (m.key === key ? placed(m, box) : m))),
    [],
  );
  const remove = useCallback((key: number) => {
    setMarks((all) => all.filter((m) => m.key !== key));
    setSelected(null);
  }, []);

  const onSave = async () => {
    const positions = positionsOf(marks);
    const outcome = await feedback(save({ body: { id: template.id, sign_positions: positions } }), {
      success: t('position.saved'),
    });
    // a refusal names the mark at fault (shown by the request layer); the marks stay as placed
    if (outcome.ok) setSaved(positions);
  };

  const shown = useMemo(
    () => marks.filter((m) => m.kind === 'riding_seal' || m.page === page),
    [marks, page],
  );
  const counts = useMemo(
    () =>
      (doc?.pages ?? []).map(
        (_p, i) => marks.filter((m) => m.kind === 'riding_seal' || m.page === i + 1).length,
      ),
    [doc, marks],
  );
  const current = marks.find((m) => m.key === selected);
  const fieldNames = template.fields.map((f) => f.name);

  const zoomBar = (
    <Space>
      <Button
        icon={<ZoomOutOutlined />}
        aria-label={t('position.zoomOut')}
        disabled={zoom === 0}
        onClick={() => setZoom((z) => z - 1)}
      />
      <Typography.Text>{Math.round(ZOOMS[zoom]! * 100)}%</Typography.Text>
      <Button
        icon={<ZoomInOutlined />}
        aria-label={t('position.zoomIn')}
        disabled={zoom === ZOOMS.length - 1}
        onClick={() => setZoom((z) => z + 1)}
      />
      <Button onClick={() => navigate(LIST_PATH)}>{t('position.back')}</Button>
      <Button type="primary" loading={saving.isLoading} onClick={onSave}>
        {t('position.save')}
      </Button>
    </Space>
  );

  return (
    <Card title={t('position.title', { name: template.name })} extra={zoomBar}>
      {failed ? (
        <Alert type="error" showIcon title={t('position.loadFailed')} />
      ) : !doc ? (
        <Spin description={t('position.loading')}>
          <div style={{ minHeight: 200 }} />
        </Spin>
      ) : (
        <Row gutter={16} wrap={false}>
          <Col flex="none" style={{ maxHeight: '75vh', overflowY: 'auto' }}>
            <PositionThumbnails doc={doc} page={page} counts={counts} onPick={setPage} drawn={pageDrawn} />
          </Col>
          <Col flex="auto" style={{ overflow: 'auto', maxHeight: '75vh', padding: 8 }}>
            <PositionSheet
              doc={doc}
              page={page}
              width={BASE_WIDTH * ZOOMS[zoom]!}
              marks={shown}
              selected={selected}
              nameOf={nameOf}
              onSelect={setSelected}
              onPlace={place}
              onRemove={remove}
              onDrawn={onPageDrawn}
              onDropMark={add}
            />
          </Col>
          <Col flex="240px">
            <PositionPalette
              fieldNames={fieldNames}
              ridingSealFree={!marks.some((m) => m.kind === 'riding_seal')}
              onAdd={(what) => add(what)}
            />
            <div style={{ marginTop: 24 }}>
              {current ? (
                <PositionInspector
                  mark={current}
                  name={nameOf(current)}
                  onPlace={(box) => place(current.key, box)}
                  onRemove={() => remove(current.key)}
                />
              ) : (
                <Typography.Paragraph type="secondary">
                  {t('position.noneSelected')}
                  <br />
                  {t('position.keyboardHint')}
                </Typography.Paragraph>
              )}
            </div>
          </Col>
        </Row>
      )}
    </Card>
  );
}
