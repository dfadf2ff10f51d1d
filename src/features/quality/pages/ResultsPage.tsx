import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ResultDetail } from '../components/ResultDetail';
import { ResultsTable } from '../components/ResultsTable';

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
  return <ResultsTable table="quality-results" title={t('title.results')} />;
}
