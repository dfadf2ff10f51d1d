import { Form, Input, type InputProps } from 'antd';
import { nameLengthRule } from '@/lib/name-length';

export interface NameFieldProps {
  label: string;
  requiredMessage: string;
  /**
   * The longest name. With `maxMessage` it counts characters; without, the name length helper counts
   * (a wide character 2, FLOW-47) and says its own message (FLOW-48).
   */
  max: number;
  maxMessage?: string;
  /** The input's own props: its hard limit, a counter. */
  input?: InputProps;
  /** The form field; `name` by default. */
  name?: string;
}

/** The required, length-limited name of a form (scripts, plans, nodes, tags). */
export function NameField({ name = 'name', label, requiredMessage, max, maxMessage, input }: NameFieldProps) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        { required: true, whitespace: true, message: requiredMessage },
        maxMessage === undefined ? nameLengthRule(max) : { max, message: maxMessage },
      ]}
    >
      <Input {...input} />
    </Form.Item>
  );
}
