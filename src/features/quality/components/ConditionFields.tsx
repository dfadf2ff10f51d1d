import { Button, Card, Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { QualityCondition } from '../api';

const KINDS = ['keyword', 'regex', 'speech_rate', 'silence', 'interruption', 'emotion'] as const;
/** Words typed in a row split at commas, half- or full-width (U+FF0C). */
const SEPARATORS = [',', String.fromCharCode(0xff0c)];
const EMOTIONS = ['angry', 'anxious', 'calm', 'happy', 'sad'] as const;

/** A new condition of the editor: a keyword condition on the agent's side over the whole call. */
export const blankCondition = (no: number): QualityCondition => ({
  no,
  kind: 'keyword',
  side: 1,
  range: 'all',
  words: [],
  match: 'any',
});

/** One numbered condition: its kind, side, range and the fields its kind reads. */
export function ConditionFields({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t } = useTranslation('quality');
  const no = index + 1;
  const form = Form.useFormInstance();
  const kind = Form.useWatch(['conditions', index, 'kind'], form) as QualityCondition['kind'] | undefined;
  const range = Form.useWatch(['conditions', index, 'range'], form) as QualityCondition['range'];
  // inside Form.List, item names are relative to the list; watching needs the full path
  const field = (name: keyof QualityCondition) => [index, name];
  const label = (text: string) => `${t('rule.conditionNo', { no })} ${text}`;

  return (
    <Card
      size="small"
      title={t('rule.conditionNo', { no })}
      extra={
        onRemove && (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('rule.removeCondition', { no })}
            onClick={onRemove}
          />
        )
      }
      style={{ marginBottom: 12 }}
    >
      <Space wrap align="start">
        <Form.Item name={field('kind')} label={t('rule.kind')}>
          <Select
            aria-label={label(t('rule.kind'))}
            style={{ width: 130 }}
            options={KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name={field('side')} label={t('rule.side')}>
          <Select
            aria-label={label(t('rule.side'))}
            style={{ width: 90 }}
            options={[1, 2, 0].map((s) => ({ value: s, label: t(`side.${s as 0 | 1 | 2}`) }))}
          />
        </Form.Item>
        <Form.Item name={field('range')} label={t('rule.range')}>
          <Select
            aria-label={label(t('rule.range'))}
            style={{ width: 140 }}
            options={(['all', 'first', 'last', 'around'] as const).map((r) => ({
              value: r,
              label: t(`range.${r}`),
            }))}
          />
        </Form.Item>
        {range && range !== 'all' && (
          <Form.Item name={field('range_n')} label={t('rule.rangeN')} initialValue={2}>
            <InputNumber aria-label={label(t('rule.rangeN'))} min={0} max={1000} style={{ width: 80 }} />
          </Form.Item>
        )}
        {range === 'around' && (
          <Form.Item name={field('range_of')} label={t('rule.rangeOf')}>
            <InputNumber aria-label={label(t('rule.rangeOf'))} min={1} max={20} style={{ width: 80 }} />
          </Form.Item>
        )}
      </Space>
      {kind === 'keyword' && (
        <>
          <Form.Item name={field('words')} label={t('rule.words')}>
            <Select
              mode="tags"
              aria-label={label(t('rule.words'))}
              placeholder={t('rule.wordsPlaceholder')}
              tokenSeparators={SEPARATORS}
            />
          </Form.Item>
          <Space wrap align="start">
            <Form.Item name={field('match')} label={t('rule.match')}>
              <Select
                aria-label={label(t('rule.match'))}
                style={{ width: 140 }}
                options={[
                  { value: 'any', label: t('rule.matchAny') },
                  { value: 'all', label: t('rule.matchAll') },
                ]}
              />
            </Form.Item>
            <Form.Item name={field('near_words')} label={t('rule.nearWords')}>
              <Select
                mode="tags"
                aria-label={label(t('rule.nearWords'))}
                style={{ minWidth: 160 }}
                tokenSeparators={SEPARATORS}
              />
            </Form.Item>
            <Form.Item name={field('near_distance')} label={t('rule.nearDistance')}>
              <InputNumber
                aria-label={label(t('rule.nearDistance'))}
                min={0}
                max={500}
                style={{ width: 90 }}
              />
            </Form.Item>
          </Space>
        </>
      )}
      {kind === 'regex' && (
        <Space wrap align="start">
          <Form.Item name={field('pattern')} label={t('rule.pattern')}>
            <Input aria-label={label(t('rule.pattern'))} maxLength={200} style={{ width: 300 }} />
          </Form.Item>
          <Form.Item name={field('ignore_case')} valuePropName="checked">
            <Checkbox>{t('rule.ignoreCase')}</Checkbox>
          </Form.Item>
        </Space>
      )}
      {kind === 'speech_rate' && (
        <Space wrap align="start">
          <Form.Item name={field('op')} label={t('rule.op')} initialValue="above">
            <Select
              aria-label={label(t('rule.op'))}
              style={{ width: 90 }}
              options={[
                { value: 'above', label: t('rule.above') },
                { value: 'below', label: t('rule.below') },
              ]}
            />
          </Form.Item>
          <Form.Item name={field('cpm')} label={t('rule.cpm')} initialValue={300}>
            <InputNumber aria-label={label(t('rule.cpm'))} min={1} max={2000} />
          </Form.Item>
          <Form.Item name={field('min_chars')} label={t('rule.minChars')}>
            <InputNumber aria-label={label(t('rule.minChars'))} min={0} max={100} />
          </Form.Item>
        </Space>
      )}
      {kind === 'silence' && (
        <Form.Item name={field('seconds')} label={t('rule.seconds')} initialValue={5}>
          <InputNumber aria-label={label(t('rule.seconds'))} min={0} max={600} />
        </Form.Item>
      )}
      {kind === 'interruption' && (
        <Form.Item name={field('times')} label={t('rule.times')} initialValue={1}>
          <InputNumber aria-label={label(t('rule.times'))} min={1} max={100} />
        </Form.Item>
      )}
      {kind === 'emotion' && (
        <Form.Item name={field('tags')} label={t('rule.tags')}>
          <Select
            mode="multiple"
            aria-label={label(t('rule.tags'))}
            options={EMOTIONS.map((e) => ({ value: e, label: t(`emotion.${e}`) }))}
          />
        </Form.Item>
      )}
    </Card>
  );
}
