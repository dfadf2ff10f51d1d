import { Button, type ButtonProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

/** The toolbar's "add" button: the one primary action of a list screen, drawn the same on every screen. */
export function AddButton(props: Omit<ButtonProps, 'type' | 'icon'>) {
  return <Button type="primary" icon={<PlusOutlined />} {...props} />;
}
