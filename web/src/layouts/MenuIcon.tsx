import {
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  ContactsOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FolderOutlined,
  HistoryOutlined,
  HomeOutlined,
  LockOutlined,
  MailOutlined,
  MenuOutlined,
  NotificationOutlined,
  PrinterOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UploadOutlined,
  UserOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { antdIconName } from './icon-names';

const ICONS: Record<string, ComponentType> = {
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  ContactsOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FolderOutlined,
  HistoryOutlined,
  HomeOutlined,
  LockOutlined,
  MailOutlined,
  MenuOutlined,
  NotificationOutlined,
  PrinterOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UploadOutlined,
  UserOutlined,
  UserSwitchOutlined,
};

/** A menu or tab icon by the server's icon name. */
export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = ICONS[antdIconName(name)] ?? AppstoreOutlined;
  return <Icon />;
}
