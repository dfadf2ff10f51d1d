import { Tag, theme } from 'antd';

/**
 * A customer label in the colour its author picked. Any colour can be picked, and a yellow name on its pale
 * yellow tint cannot be read: the name is in the body text colour, the colour shows in the border and tint.
 */
export function LabelTag({ name, color }: { name: string; color: string }) {
  const { token } = theme.useToken();
  return (
    <Tag color={color} variant="outlined" style={{ color: token.colorText }}>
      {name}
    </Tag>
  );
}
