import { Col, Row } from 'antd';
import { PREFETCH_FRESH, type PagePrefetch } from '@/lib/app-route';
import { SealsCard } from '../components/SealsCard';
import { SettingsCard } from '../components/SettingsCard';
import { contractsApi } from '../api';

/** The seals and the issuing settings. */
export const prefetch: PagePrefetch = ({ dispatch }) => {
  dispatch(contractsApi.util.prefetch('contractSealList', undefined, PREFETCH_FRESH));
  dispatch(contractsApi.util.prefetch('contractSettingsGet', undefined, PREFETCH_FRESH));
};

/** ROUTES-CALLCENTRE-41 /contract/config: the company's seals and how its contracts are issued. */
export default function ContractConfigPage() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <SealsCard />
      </Col>
      <Col xs={24} xl={12}>
        <SettingsCard />
      </Col>
    </Row>
  );
}
