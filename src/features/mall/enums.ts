import { mallLimits } from '@/api/generated/mall.limits.gen';
import { defineEnum } from '@/components/data-table';

/** A mall product on the shelf or off it (the product list's `status` filter). */
export const MALL_PRODUCT_STATUS = defineEnum({
  ns: 'mall',
  values: mallLimits.mallProductList.status.enum,
  label: (t, s) => t(s ? 'product.onShelf' : 'product.offShelf'),
});
