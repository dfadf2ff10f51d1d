import { useEffect, useRef } from 'react';
import { Button, Card, Form, Input, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FormDialogProps } from '@/components/form-dialog';
import { KnowledgeEntryDrawer, PhrasesField, QuestionField } from '@/components/knowledge-base';
import { useAssistantLibraryAddMutation, useAssistantLibraryUpdateMutation } from '../api';
import { LIMITS, type Category, type Entry } from '../types';

interface Values {
  category_id?: number;
  name: string;
  keywords: string[];
  content: { title: string; content: string }[];
}

interface EntryDrawerProps extends FormDialogProps {
  /** The entry to edit; absent to add one. */
  entry?: Entry | null;
  categories: Category[];
  defaultCategoryId?: number;
}

const blankPage = { title: '', content: '' };

const valuesOf = (entry: Entry | null): Values =>
  entry
    ? {
        category_id: entry.category_id,
        name: entry.name,
        keywords: entry.keywords,
        content: entry.content.map((p) => ({ ...p })),
      }
    : { name: '', keywords: [], content: [{ ...blankPage }] };

/** Add or edit a Q&A entry: its question, similar questions and the titled answer pages agents see in calls. */
export function EntryDrawer({ entry = null, categories, defaultCategoryId, ...dialog }: EntryDrawerProps) {
  const { open } = dialog;
  const { t } = useTranslation('assistantLibrary');
  const [form] = Form.useForm<Values>();
  const [add] = useAssistantLibraryAddMutation();
  const [update] = useAssistantLibraryUpdateMutation();

  // a new entry's category is the panel's choice, also one made while the drawer is opening, unless the
  // user has chosen another in the drawer already
  const shownDefault = useRef(defaultCategoryId);
  useEffect(() => {
    const chosen: number | undefined = form.getFieldValue('category_id');
    if (open && !entry && (chosen === undefined || chosen === shownDefault.current))
      form.setFieldValue('category_id', defaultCategoryId);
    shownDefault.current = defaultCategoryId;
  }, [form, open, entry, defaultCategoryId]);

  const save = (v: Values) => {
    const body = {
      category_id: v.category_id!,
      name: v.name.trim(),
      keywords: v.keywords.map((k) => k.trim()).filter(Boolean),
      content: v.content.map((p) => ({ title: p.title.trim(), content: p.content.trim() })),
    };
    return entry ? update({ body: { ...body, id: entry.id } }) : add({ body });
  };

  const checkKeywords = async (_r: unknown, list?: string[]) => {
    if ((list?.length ?? 0) > LIMITS.similar)
      throw new Error(t('entryForm.similarMax', { n: LIMITS.similar }));
    if (list?.some((k) => [...k.trim()].length > LIMITS.similarItem))
      throw new Error(t('entryForm.similarItemMax', { n: LIMITS.similarItem }));
  };

  return (
    <KnowledgeEntryDrawer<Values, Entry>
      {...dialog}
      form={form}
      name="entry"
      title={t(entry ? 'entryForm.editTitle' : 'entryForm.addTitle')}
      width={640}
      entry={entry}
      valuesOf={valuesOf}
      save={save}
      success={t(entry ? 'messages.updated' : 'messages.added')}
    >
      <Form.Item
        name="category_id"
        label={t('entryForm.category')}
        rules={[{ required: true, message: t('entryForm.categoryRequired') }]}
      >
        <Select
          aria-label={t('entryForm.category')}
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <QuestionField
        label={t('entryForm.question')}
        placeholder={t('entryForm.questionPlaceholder')}
        max={LIMITS.question}
        requiredMessage={t('entryForm.questionRequired')}
        maxMessage={t('entryForm.questionMax', { n: LIMITS.question })}
      />
      <PhrasesField
        name="keywords"
        label={t('entryForm.similar')}
        placeholder={t('entryForm.similarPlaceholder')}
        separators={[',', t('punctuation.comma')]}
        rules={[{ validator: checkKeywords }]}
      />
      <Form.Item label={t('entryForm.pages')} extra={t('entryForm.pagesHint')} required>
        <Form.List
          name="content"
          rules={[
            {
              validator: async (_r, pages?: unknown[]) => {
                if (!pages?.length) throw new Error(t('entryForm.pagesMin'));
              },
            },
          ]}
        >
          {(fields, { add: addPage, remove }, { errors }) => (
            <>
              {fields.map((field, i) => (
                <Card
                  key={field.key}
                  size="small"
                  title={t('entryForm.page', { n: i + 1 })}
                  style={{ marginBottom: 8 }}
                  extra={
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('entryForm.removePage', { n: i + 1 })}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  }
                >
                  <Form.Item
                    name={[field.name, 'title']}
                    label={t('entryForm.title')}
                    rules={[
                      { required: true, whitespace: true, message: t('entryForm.titleRequired') },
                      { max: LIMITS.title, message: t('entryForm.titleMax', { n: LIMITS.title }) },
                    ]}
                  >
                    <Input
                      aria-label={`${t('entryForm.page', { n: i + 1 })} ${t('entryForm.title')}`}
                      count={{ show: true, max: LIMITS.title }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'content']}
                    label={t('entryForm.content')}
                    style={{ marginBottom: 0 }}
                    rules={[
                      { required: true, whitespace: true, message: t('entryForm.contentRequired') },
                      { max: LIMITS.content, message: t('entryForm.contentMax', { n: LIMITS.content }) },
                    ]}
                  >
                    <Input.TextArea
                      aria-label={`${t('entryForm.page', { n: i + 1 })} ${t('entryForm.content')}`}
                      autoSize={{ minRows: 2, maxRows: 6 }}
                      count={{ show: true, max: LIMITS.content }}
                    />
                  </Form.Item>
                </Card>
              ))}
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                disabled={fields.length >= LIMITS.pages}
                onClick={() => addPage({ ...blankPage })}
              >
                {t('entryForm.addPage')}
              </Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Form.Item>
    </KnowledgeEntryDrawer>
  );
}
