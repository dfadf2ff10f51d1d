import { mallGeneratedApi } from '@/api/generated/mall.gen';
import { productsGeneratedApi } from '@/api/generated/products.gen';

export type {
  MallAttrGroup,
  MallAttrValue,
  MallProduct,
  MallSku,
  MallSkuForm,
} from '@/api/generated/mall.gen';
export type { ProductCategory } from '@/api/generated/products.gen';

/** The endpoints' prefetches (a page's first requests). */
export { mallGeneratedApi as mallApi, productsGeneratedApi as productsApi };

export const {
  useMallAttrGroupListQuery,
  useMallAttrGroupAddMutation,
  useMallAttrGroupUpdateMutation,
  useMallAttrGroupDeleteMutation,
  useMallAttrGroupSortMutation,
  useMallAttrValueAddMutation,
  useMallAttrValueUpdateMutation,
  useMallAttrValueDeleteMutation,
  useMallAttrValueSortMutation,
  useMallProductListQuery,
  useMallProductAddMutation,
  useMallProductUpdateMutation,
  useMallProductDeleteMutation,
  useMallProductSetStatusMutation,
  useMallProductUploadPictureMutation,
} = mallGeneratedApi;

// The product category tree of the catalogue (openapi/paths/products.yaml): mall products are filed under it.
export const { useProductCategoryTreeQuery } = productsGeneratedApi;
