import { CustomerList } from '../components/CustomerList';

/** /client/communal */
export default function CommunalPage() {
  return <CustomerList scope="communal" />;
}
