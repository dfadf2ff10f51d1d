import type { ReactNode } from 'react';
import { InputNumber, Space, type InputNumberProps } from 'antd';

/**
 * A number field with a text before it (the points screen's 'at least' and 'add'), as antd 6 draws one: the field's own `addonBefore` is
 * deprecated for Space.Compact. A Form.Item's value, change handler and id reach the number field.
 */
export function AddonNumber({ addon, ...props }: InputNumberProps<number> & { addon: ReactNode }) {
  return (
    <Space.Compact>
      <Space.Addon>{addon}</Space.Addon>
      <InputNumber<number> {...props} />
    </Space.Compact>
  );
}
