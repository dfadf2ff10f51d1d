import { Col, Row } from 'antd';
import { SealsCard } from '../components/SealsCard';
import { SettingsCard } from '../components/SettingsCard';

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
