import { CustomerList } from '../components/CustomerList';
import { customerListPrefetch } from '../customer-prefetch';

export const prefetch = customerListPrefetch('mine');

/** /client/index */
export default function MyCustomersPage() {
  return <CustomerList scope="mine" />;
}
