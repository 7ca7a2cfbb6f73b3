import { App as AntApp, ConfigProvider, Spin } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useMemo } from 'react';
import { HashRouter } from 'react-router-dom';
import { Announcer } from './components/a11y/announcer';
import { QueryProvider } from './components/list/QueryProvider';
import i18n from './i18n';
import { useFontScale, withFontScale } from './layouts/font-scale';
import './layouts/focus.css';
import { themeConfigFor } from './layouts/theme';
import { AppRoutes } from './router/AppRoutes';
import { NavigatorBridge } from './router/NavigatorBridge';
import { useLoadingStore } from './stores/loading';
import { useSettingsStore } from './stores/settings';
import { IeWarning } from './views/error/IeWarning';

function LoadingOverlay() {
  const pending = useLoadingStore((s) => s.pending);
  return pending > 0 ? <Spin fullscreen /> : null;
}

/** The app: antd locale and theme (with the text size) by the settings, the server-state cache, the hash router, the loading overlay, the IE warning. */
export function App() {
  const language = useSettingsStore((s) => s.language);
  const themeName = useSettingsStore((s) => s.theme.themeName);
  const fontScale = useSettingsStore((s) => s.theme.fontScale);
  const theme = useMemo(() => withFontScale(themeConfigFor(themeName), fontScale), [themeName, fontScale]);
  useFontScale(fontScale);
  useEffect(() => {
    void i18n.changeLanguage(language);
    dayjs.locale(language === 'en' ? 'en' : 'zh-cn');
    document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  }, [language]);
  return (
    <ConfigProvider locale={language === 'en' ? enUS : zhCN} theme={theme}>
      <AntApp>
        <QueryProvider>
          <HashRouter>
            <NavigatorBridge />
            <AppRoutes />
          </HashRouter>
        </QueryProvider>
        <LoadingOverlay />
        <IeWarning />
        <Announcer />
      </AntApp>
    </ConfigProvider>
  );
}
