import { Avatar, Dropdown, Modal, Space } from 'antd';
import { DownOutlined, LockOutlined, LogoutOutlined, ReloadOutlined, UserOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { getConsoleConfig } from '@/lib/runtime-config';
import { demoBackend } from '@/lib/demo-backend';
import { resetDemoServer } from '@/lib/demo-server';
import { selectUser, useLogout } from '@/features/auth';
import { MenuButton, useMenuFocusReturn } from '@/components/menu-button';

/** SHELL-30: personal profile, change password, safe logout (and, in the demo, a reset of the demo data). */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const logout = useLogout();
  const [modal, contextHolder] = Modal.useModal();
  const { ref: menuRef, onOpenChange: onMenuOpenChange } = useMenuFocusReturn();
  const config = getConsoleConfig();
  // the in-page demo resets this browser's copy; the shared demo server (npm start) the whole company's
  const reset =
    demoBackend && config.mock ? demoBackend.reset : config.demoServer ? resetDemoServer : undefined;

  const items: MenuProps['items'] = [
    { key: 'personal', icon: <UserOutlined />, label: t('userMenu.personal') },
    { key: 'password', icon: <LockOutlined />, label: t('userMenu.password') },
    ...(reset ? [{ key: 'resetDemo', icon: <ReloadOutlined />, label: t('userMenu.resetDemo') }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('userMenu.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'personal') navigate('/system/personal');
    else if (key === 'password') navigate('/system/modifyPaw');
    else if (key === 'logout') void logout();
    else if (key === 'resetDemo') {
      void modal.confirm({
        title: t('userMenu.resetDemo'),
        content: t('resetDemoConfirm'),
        onOk: async () => {
          await reset?.();
          // The reset ended every demo session: leave without asking the server.
          await logout({ serverSide: false });
        },
      });
    }
  };

  return (
    <>
      {contextHolder}
      <Dropdown
        menu={{ items, onClick }}
        trigger={['click']}
        placement="bottomRight"
        autoFocus
        onOpenChange={onMenuOpenChange}
      >
        <MenuButton ref={menuRef} data-testid="user-menu">
          <Space>
            <Avatar size="small" icon={<UserOutlined />} />
            <span>{user?.linkman || user?.username}</span>
            <DownOutlined style={{ fontSize: 10 }} />
          </Space>
        </MenuButton>
      </Dropdown>
    </>
  );
}
