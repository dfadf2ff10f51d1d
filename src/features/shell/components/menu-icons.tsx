import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HomeOutlined,
  PhoneOutlined,
  RobotOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
  ApiOutlined,
  BookOutlined,
  TagsOutlined,
} from '@ant-design/icons';

/** Server icon_type names → icons; an unknown name simply shows no icon. */
const icons: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  dashboard: <DashboardOutlined />,
  phone: <PhoneOutlined />,
  callcenter: <CustomerServiceOutlined />,
  team: <TeamOutlined />,
  shop: <ShopOutlined />,
  order: <ShoppingCartOutlined />,
  wallet: <WalletOutlined />,
  setting: <SettingOutlined />,
  contract: <FileTextOutlined />,
  robot: <RobotOutlined />,
  audit: <AuditOutlined />,
  chart: <BarChartOutlined />,
  user: <UserOutlined />,
  app: <AppstoreOutlined />,
  api: <ApiOutlined />,
  book: <BookOutlined />,
  tags: <TagsOutlined />,
};

export const menuIcon = (name: string): ReactNode => icons[name];
