import { useEffect, useRef, useState } from 'react';
import { crmGeneratedApi, type Customer } from '@/api/generated/crm.gen';

const SEARCH_DELAY_MS = 300;

/**
 * Customers of the CRM found on the server by name or phone as the user types (a pause of 300 ms between keys
 * sends one search, the 20 best answers), for the searchable customer pickers of the order and contract forms.
 */
export function useCustomerSearch() {
  const [search] = crmGeneratedApi.useLazyCustomerListQuery();
  const [found, setFound] = useState<Customer[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSearch = (typed: string) => {
    clearTimeout(timer.current);
    const keyword = typed.trim();
    if (!keyword) return;
    timer.current = setTimeout(() => {
      setLoading(true);
      void search({ body: { scope: 'all', keyword, limit: 20 } }).then((answer) => {
        setFound(answer.data?.data.data ?? []);
        setLoading(false);
      });
    }, SEARCH_DELAY_MS);
  };

  return { found, loading, onSearch };
}
