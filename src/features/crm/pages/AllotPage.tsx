import { CustomerList } from '../components/CustomerList';
import { customerListPrefetch } from '../customer-prefetch';

export const prefetch = customerListPrefetch('allot');

/** /client/allot */
export default function AllotPage() {
  return <CustomerList scope="allot" />;
}
