import { CustomerList } from '../components/CustomerList';
import { customerListPrefetch } from '../customer-prefetch';

export const prefetch = customerListPrefetch('communal');

/** /client/communal */
export default function CommunalPage() {
  return <CustomerList scope="communal" />;
}
