import { CustomerList } from '../components/CustomerList';
import { customerListPrefetch } from '../customer-prefetch';

export const prefetch = customerListPrefetch('today');

/** /client/today */
export default function TodayPage() {
  return <CustomerList scope="today" />;
}
