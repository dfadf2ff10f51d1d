import { CustomerList } from '../components/CustomerList';
import { customerListPrefetch } from '../customer-prefetch';

export const prefetch = customerListPrefetch('all');

/** /client/customer */
export default function AllCustomersPage() {
  return <CustomerList scope="all" />;
}
