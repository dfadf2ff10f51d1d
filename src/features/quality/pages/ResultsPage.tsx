import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PREFETCH_FRESH, type PagePrefetch } from '@/lib/app-route';
import { qualityApi } from '../api';
import { ResultDetail } from '../components/ResultDetail';
import { ResultsTable, resultsPrefetch } from '../components/ResultsTable';

const TABLE = 'quality-results';
const listPrefetch = resultsPrefetch(undefined, TABLE);

/** The call's detail at an address with `?id=`, else the list as its table asks it. */
export const prefetch: PagePrefetch = (context) => {
  const id = Number(context.search.get('id'));
  if (id > 0)
    context.dispatch(qualityApi.util.prefetch('qualityResultDetail', { body: { id } }, PREFETCH_FRESH));
  else listPrefetch(context);
};

/** /monitor/call/monitor_detail: inspected calls, and one call's detail with `?id=`. */
export default function ResultsPage() {
  const { t } = useTranslation('quality');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (id > 0)
    return (
      <>
        <Link to="/monitor/call/monitor_detail">
          <Button type="link">{t('result.back')}</Button>
        </Link>
        <ResultDetail id={id} />
      </>
    );
  return <ResultsTable table={TABLE} title={t('title.results')} />;
}
