import { useState } from 'react';
import { Badge, Dropdown, Space, Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import {
  AudioOutlined,
  DownOutlined,
  NotificationOutlined,
  PhoneOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { MenuButton, useMenuFocusReturn } from '@/components/menu-button';
import { selectBadge, selectSoftphone, softphoneCommands, type ChosenStatus } from '../softphone.store';
import { DevicesModal } from './DevicesModal';
import { ReadinessModal } from './ReadinessModal';
import { useDemoControls } from './use-demo-controls';

const STATUSES: ChosenStatus[] = ['online', 'busy', 'offline'];

/** CALL-38..41: online / busy / offline with the badge, plus the readiness check and the audio devices. */
export function StatusDropdown() {
  const { t } = useTranslation('softphone');
  const dispatch = useAppDispatch();
  const phone = useAppSelector(selectSoftphone);
  const badge = useAppSelector(selectBadge);
  const [open, setOpen] = useState<'readiness' | 'devices' | null>(null);
  const demo = useDemoControls();
  const { ref: menuRef, onOpenChange: onMenuOpenChange } = useMenuFocusReturn();

  const explicit = phone.sip.call_type === 'explicit';
  const reconnecting = !explicit && phone.transport === 'reconnecting';
  const text = reconnecting ? t('status.reconnecting') : t(`status.${phone.status}`);
  const detail = explicit
    ? t('status.localOnly')
    : [
        phone.registered
          ? t('status.registered', { number: phone.sip.sip_username })
          : t('status.unregistered'),
        phone.sip.sipGroupSignIn === '1' ? t('status.groupIn') : t('status.groupOut'),
      ].join(' · ');

  const items: MenuProps['items'] = [
    ...STATUSES.map((s) => ({
      key: s,
      label: (
        <Badge
          status={s === 'online' ? 'processing' : s === 'busy' ? 'warning' : 'error'}
          text={t(`status.${s}`)}
        />
      ),
    })),
    { type: 'divider' as const },
    {
      key: 'readiness',
      icon: <SafetyCertificateOutlined />,
      label: t('status.checkReadiness'),
      disabled: explicit,
    },
    { key: 'devices', icon: <AudioOutlined />, label: t('status.devices') },
    ...(demo
      ? [
          { type: 'divider' as const },
          { key: 'demoCall', icon: <PhoneOutlined />, label: t('demo.incomingCall') },
          ...(demo.notice
            ? [{ key: 'demoNotice', icon: <NotificationOutlined />, label: t('demo.notice') }]
            : []),
        ]
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'readiness') {
      setOpen('readiness');
      dispatch(softphoneCommands.checkReadiness());
    } else if (key === 'devices') setOpen('devices');
    else if (key === 'demoCall') demo?.incomingCall();
    else if (key === 'demoNotice') demo?.notice?.();
    else dispatch(softphoneCommands.setStatus(key as ChosenStatus));
  };

  return (
    <>
      <Dropdown
        menu={{ items, onClick, selectable: true, selectedKeys: [phone.status] }}
        trigger={['click']}
        placement="bottomRight"
        autoFocus
        onOpenChange={onMenuOpenChange}
      >
        <Tooltip title={detail} placement="left">
          <MenuButton ref={menuRef} data-testid="softphone-status" data-badge={badge}>
            <Space size={4}>
              <Badge status={badge} text={<span style={{ color: '#fff' }}>{text}</span>} />
              <DownOutlined style={{ fontSize: 10 }} />
            </Space>
          </MenuButton>
        </Tooltip>
      </Dropdown>
      <ReadinessModal open={open === 'readiness'} onClose={() => setOpen(null)} />
      <DevicesModal open={open === 'devices'} onClose={() => setOpen(null)} />
    </>
  );
}
