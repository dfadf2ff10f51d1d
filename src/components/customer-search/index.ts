export { useCustomerSearch } from './use-customer-search';
