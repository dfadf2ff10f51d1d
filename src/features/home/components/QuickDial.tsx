import { useState } from 'react';
import { Button, Card, Input, Space } from 'antd';
import { PhoneFilled, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store/hooks';
import { LockButton } from '@/components/lock-button';
import { softphoneActions, softphoneCommands } from '@/features/softphone';

/** Type and press Enter: the softphone checks the number and says what is wrong with it. */
export function QuickDial() {
  const { t } = useTranslation('home');
  const dispatch = useAppDispatch();
  const [number, setNumber] = useState('');
  const dial = () => {
    if (number.trim()) dispatch(softphoneCommands.dial({ phone: number.trim() }));
  };
  return (
    <Card title={t('quickDial.title')} variant="borderless" size="small">
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={t('quickDial.title')}
          placeholder={t('quickDial.placeholder')}
          value={number}
          maxLength={20}
          onChange={(e) => setNumber(e.target.value.replace(/\s/g, ''))}
          onPressEnter={dial}
        />
        <LockButton type="primary" icon={<PhoneFilled />} onClick={dial}>
          {t('quickDial.call')}
        </LockButton>
        <Button icon={<TableOutlined />} onClick={() => dispatch(softphoneActions.dialPadToggled(true))}>
          {t('quickDial.openPad')}
        </Button>
      </Space.Compact>
    </Card>
  );
}
