/** The server's remix-like icon names, mapped to the @ant-design/icons names drawn for them. */
export const ICON_NAMES: Record<string, string> = {
  'home-2-line': 'HomeOutlined',
  'home-line': 'HomeOutlined',
  'team-line': 'TeamOutlined',
  'user-3-line': 'UserOutlined',
  'user-line': 'UserOutlined',
  'file-chart-line': 'BarChartOutlined',
  'printer-line': 'PrinterOutlined',
  'file-list-3-line': 'FileTextOutlined',
  'file-list-line': 'FileTextOutlined',
  'history-line': 'HistoryOutlined',
  'settings-3-line': 'SettingOutlined',
  'user-settings-line': 'UserSwitchOutlined',
  'admin-line': 'SafetyCertificateOutlined',
  'organization-chart': 'ApartmentOutlined',
  'menu-line': 'MenuOutlined',
  'contacts-book-line': 'ContactsOutlined',
  'tools-line': 'ToolOutlined',
  'dashboard-line': 'DashboardOutlined',
  'mail-line': 'MailOutlined',
  'notification-line': 'NotificationOutlined',
  'bar-chart-line': 'BarChartOutlined',
  'folder-line': 'FolderOutlined',
  'upload-line': 'UploadOutlined',
  'lock-line': 'LockOutlined',
  'task-line': 'ProfileOutlined',
  'calendar-schedule-line': 'CalendarOutlined',
};

/** The antd icon name for a server icon name; unknown names get a neutral default. */
export const antdIconName = (name: string | undefined): string => (name && ICON_NAMES[name]) || 'AppstoreOutlined';
