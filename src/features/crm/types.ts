import type {
  CrmAttributeListApiResponse,
  CustomerFollowUpListApiResponse,
  CustomerListApiArg,
  CustomerListApiResponse,
} from '@/api/generated/crm.gen';
import type { DealListApiResponse } from '@/api/generated/orders.gen';
import type { ProductListApiResponse } from '@/api/generated/products.gen';

export type Customer = CustomerListApiResponse['data']['data'][number];
export type CustomerQuery = CustomerListApiArg['body'];
export type CustomerScope = NonNullable<CustomerQuery['scope']>;
export type FollowUp = CustomerFollowUpListApiResponse['data']['data'][number];
export type Deal = DealListApiResponse['data']['data'][number];
export type Product = ProductListApiResponse['data']['data'][number];
export type CustomerAttribute = CrmAttributeListApiResponse['data'][number];
