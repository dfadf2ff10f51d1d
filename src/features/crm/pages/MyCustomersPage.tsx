import { CustomerList } from '../components/CustomerList';

/** /client/index */
export default function MyCustomersPage() {
  return <CustomerList scope="mine" />;
}
