import { crmLimits } from '@/api/generated/crm.limits.gen';
import { productsLimits } from '@/api/generated/products.limits.gen';
import { defineEnum } from '@/components/data-table';

/** Where a customer came from (the customer lists' `source` filter). */
export const CUSTOMER_SOURCE = defineEnum({
  ns: 'crm',
  values: crmLimits.customerList.source.enum,
  label: (t, s) => t(`source.${s}`),
});

/** A product on sale or not (the product list's `status` filter), a badge in its cell. */
export const PRODUCT_STATUS = defineEnum({
  ns: 'crm',
  values: productsLimits.productList.status.enum,
  label: (t, s) => t(s ? 'product.onSale' : 'product.offSale'),
  badge: (s) => (s ? 'Success' : 'Default'),
});
