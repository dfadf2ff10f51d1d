import { CustomerList } from '../components/CustomerList';

/** /client/today */
export default function TodayPage() {
  return <CustomerList scope="today" />;
}
