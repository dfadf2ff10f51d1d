import { CustomerList } from '../components/CustomerList';

/** /client/customer */
export default function AllCustomersPage() {
  return <CustomerList scope="all" />;
}
