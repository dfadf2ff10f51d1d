import { Statistic } from 'antd';
import { yuan } from '@/domain/money';

/** A money figure: the server's fen in yuan, as one text (antd would split and group the digits). */
export const MoneyStat = ({ title, fen }: { title: string; fen: number }) => (
  <Statistic title={title} value={fen} formatter={() => yuan(fen)} />
);
