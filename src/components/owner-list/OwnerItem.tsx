import type { ReactNode } from 'react';
import { Tag, Typography } from 'antd';
import styles from './owner-list.styles';

export interface OwnerItemProps {
  name: string;
  status: { color: string; text: string };
  /** The line under the name (industry or type, and the date). */
  meta: ReactNode;
}

/** A script's or plan's row: its name (cut with a title when long) and status, and a secondary line. */
export function OwnerItem({ name, status, meta }: OwnerItemProps) {
  return (
    <>
      <span style={styles.row}>
        <strong style={styles.name} title={name}>
          {name}
        </strong>
        <Tag color={status.color}>{status.text}</Tag>
      </span>
      <Typography.Text type="secondary" style={styles.meta}>
        {meta}
      </Typography.Text>
    </>
  );
}
