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
