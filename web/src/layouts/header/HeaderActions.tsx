import { BgColorsOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../../stores/settings';
import { useKeepAliveStore } from '../keep-alive-store';
import { AvatarDropdown } from './AvatarDropdown';
import { ErrorLogButton } from './ErrorLogButton';
import { FullScreenButton } from './FullScreenButton';
import { LanguageSwitch } from './LanguageSwitch';
import { NoticePopover } from './NoticePopover';
import { SearchDialog } from './SearchDialog';

/** The right side of the header: each widget switchable by its theme flag. */
export function HeaderActions() {
  const { t } = useTranslation();
  const theme = useSettingsStore((s) => s.theme);
  const mobile = useSettingsStore((s) => s.device === 'mobile');
  return (
    <div className="vab-header-actions">
      <ErrorLogButton />
      {theme.showSearch && <SearchDialog />}
      {theme.showNotice && <NoticePopover />}
      {theme.showFullScreen && !mobile && <FullScreenButton />}
      {theme.showLanguage && <LanguageSwitch />}
      {theme.showTheme && (
        <Tooltip title={t('shell.theme')}>
          <Button
            type="text"
            aria-label={t('shell.theme')}
            icon={<BgColorsOutlined />}
            onClick={() => useSettingsStore.getState().setThemeDrawerOpen(true)}
          />
        </Tooltip>
      )}
      {theme.showRefresh && (
        <Tooltip title={t('shell.refresh')}>
          <Button
            type="text"
            aria-label={t('shell.refresh')}
            icon={<ReloadOutlined />}
            onClick={() => useKeepAliveStore.getState().refreshCurrent()}
          />
        </Tooltip>
      )}
      <AvatarDropdown />
    </div>
  );
}
