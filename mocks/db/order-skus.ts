import { createTable } from '../kit/table';

/**
 * The SKUs an order line can pick, in the shape of the mall's on-shelf SKU options (mallSkuOptions: id,
 * product name, SKU label, price in fen, stock). A stand-in until the mall products exist: at the merge the
 * orders read the mall's SKU table instead and this catalogue goes.
 */
export interface OrderSkuRow {
  id: number;
  product_name: string;
  sku_label: string;
  price_fen: number;
  stock: number;
}

// [product, SKU label, price in fen, stock]
const CATALOGUE: readonly [string, string, number, number][] = [
  ['云呼叫中心坐席', '标准版 / 12个月', 360_000, 500],
  ['云呼叫中心坐席', '专业版 / 12个月', 588_000, 300],
  ['云呼叫中心坐席', '标准版 / 1个月', 39_900, 800],
  ['AI外呼机器人', '基础话术 / 1路', 198_000, 120],
  ['AI外呼机器人', '高级话术 / 5路', 880_000, 40],
  ['智能质检', '按坐席 / 12个月', 120_000, 400],
  ['语音线路', '固话线路 / 1000分钟', 8_500, 5000],
  ['语音线路', '手机线路 / 1000分钟', 12_050, 3000],
  ['外呼号码', '400号码 / 12个月', 299_900, 60],
  ['实施服务', '上门部署 / 次', 500_000, 20],
  ['培训服务', '线上培训 / 课时', 80_000, 200],
  ['坐席耳机', '单耳降噪 / 个', 18_900, 3],
];

export const orderSkuTable = createTable<OrderSkuRow>({
  name: 'orders/skus',
  // stock is checked, not reserved: the catalogue is reference data, rebuilt on each load
  persist: false,
  seed: () =>
    CATALOGUE.map(([product_name, sku_label, price_fen, stock], i) => ({
      id: i + 1,
      product_name,
      sku_label,
      price_fen,
      stock,
    })),
});
