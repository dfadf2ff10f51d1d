import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSip, softphoneCommands } from '../softphone.store';

/** CALL-28: the caller id of the next call, the platform virtual number or one of the user's mobile numbers. */
export function CallTypeSelect() {
  const { t } = useTranslation('softphone');
  const dispatch = useAppDispatch();
  const sip = useAppSelector(selectSip);
  const value = sip.call_type === 'explicit' ? `explicit:${sip.explicit_number_id}` : 'sip';
  const options = [
    { value: 'sip', label: t('callType.sip') },
    ...sip.explicit_numbers.map((n) => ({
      value: `explicit:${n.id}`,
      label: t('callType.explicit', { phone: n.phone }),
    })),
  ];
  return (
    <Select
      aria-label={t('callType.label')}
      size="small"
      value={value}
      options={options}
      style={{ width: 200 }}
      popupMatchSelectWidth={false}
      onChange={(v: string) => {
        const [type, id] = v.split(':');
        dispatch(
          softphoneCommands.setCallType(
            type === 'explicit'
              ? { call_type: 'explicit', explicit_number_id: Number(id) }
              : { call_type: 'sip', explicit_number_id: null },
          ),
        );
      }}
    />
  );
}
