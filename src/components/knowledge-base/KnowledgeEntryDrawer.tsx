import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Form, Input, Select, type FormInstance, type FormItemProps } from 'antd';
import { DrawerForm } from '@ant-design/pro-components';
import { useFormSubmit, type FormDialogProps, type MutationResult } from '@/components/form-dialog';
import { useDrawerFocus } from '@/lib/focus';

export interface KnowledgeEntryDrawerProps<V, E> extends FormDialogProps {
  /** The screen's form, for fields that follow the screen (a new entry's category). */
  form: FormInstance<V>;
  /** The form's name (its fields' ids). */
  name: string;
  title: string;
  width: number;
  /** The entry to edit; null to add one. */
  entry: E | null;
  /** What the form starts from: the entry's values, or a new entry's. */
  valuesOf(entry: E | null): V;
  /** The add or update call of the values typed. */
  save(values: V): Promise<MutationResult>;
  /** Said once saved. */
  success: string;
  children: ReactNode;
}

/**
 * Add or edit a knowledge-base entry (an assistant plan's or a robot script's): the drawer, filled when it
 * opens (not again while open, so nothing typed is lost), saved by `save` with the server's field errors under
 * the fields (a duplicate question under 问题); it stays open when the server refuses.
 */
export function KnowledgeEntryDrawer<V, E>({
  form,
  name,
  title,
  width,
  entry,
  valuesOf,
  save,
  success,
  open,
  onOpenChange,
  children,
}: KnowledgeEntryDrawerProps<V, E>) {
  const drawerFocus = useDrawerFocus(open);
  const submit = useFormSubmit();
  const fill = useEffectEvent(() => {
    form.resetFields();
    form.setFieldsValue(valuesOf(entry) as Parameters<FormInstance<V>['setFieldsValue']>[0]);
  });
  useEffect(() => {
    if (open) fill();
  }, [open, entry]);

  return (
    <DrawerForm<V>
      name={name}
      title={title}
      width={width}
      open={open}
      form={form}
      onOpenChange={onOpenChange}
      drawerProps={{ destroyOnHidden: true, ...drawerFocus }}
      onFinish={async (v) => !!(await submit(form, save(v), { success, duplicateField: 'name' }))}
    >
      {children}
    </DrawerForm>
  );
}

export interface QuestionFieldProps {
  label: string;
  placeholder?: string;
  max: number;
  requiredMessage: string;
  maxMessage: string;
}

/** The entry's question (`name`): required, at most `max` characters, counted as typed. */
export function QuestionField({ label, placeholder, max, requiredMessage, maxMessage }: QuestionFieldProps) {
  return (
    <Form.Item
      name="name"
      label={label}
      rules={[
        { required: true, whitespace: true, message: requiredMessage },
        { max, message: maxMessage },
      ]}
    >
      <Input placeholder={placeholder} count={{ show: true, max }} />
    </Form.Item>
  );
}

export interface PhrasesFieldProps {
  name: string;
  label: string;
  extra?: string;
  placeholder?: string;
  /** What splits a pasted list into phrases, besides Enter. */
  separators: string[];
  rules?: FormItemProps['rules'];
}

/** A list of phrases (similar questions, match rules) typed as tags: Enter or a separator adds one. */
export function PhrasesField({ name, label, extra, placeholder, separators, rules }: PhrasesFieldProps) {
  return (
    <Form.Item name={name} label={label} extra={extra} rules={rules}>
      <Select
        mode="tags"
        open={false}
        aria-label={label}
        placeholder={placeholder}
        tokenSeparators={separators}
      />
    </Form.Item>
  );
}
