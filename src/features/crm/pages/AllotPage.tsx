import { CustomerList } from '../components/CustomerList';

/** /client/allot */
export default function AllotPage() {
  return <CustomerList scope="allot" />;
}
