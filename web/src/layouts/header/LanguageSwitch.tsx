import { TranslationOutlined } from '@ant-design/icons';
import type { Language } from '@proposal-desk/shared';
import { Button, Dropdown, theme } from 'antd';
import { cloneElement, type CSSProperties, isValidElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../../stores/settings';
import { useMenuFocus } from '../use-menu-focus';

const LANGUAGES: { key: Language; label: string }[] = [
  { key: 'zh', label: '简体中文' },
  { key: 'en', label: 'English' },
];

/** Switches zh/en at once and remembers the choice; a note under the choices says that printed reports stay in Chinese. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const language = useSettingsStore((s) => s.language);
  const { trigger, onOpenChange } = useMenuFocus();
  const { token } = theme.useToken();

  const handleSelect = ({ key }: { key: string }) => {
    const lang: Language = key === 'en' ? 'en' : 'zh';
    void i18n.changeLanguage(lang);
    useSettingsStore.getState().setLanguage(lang);
    document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  };

  return (
    <Dropdown
      menu={{ items: LANGUAGES, selectable: true, selectedKeys: [language], onClick: handleSelect }}
      trigger={['click']}
      autoFocus
      onOpenChange={onOpenChange}
      // Under the choices: what does not follow the language (a printed report is a Chinese document).
      popupRender={(menu) => (
        <div
          style={{
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
            maxWidth: 240,
          }}
        >
          {isValidElement<{ style?: CSSProperties }>(menu) ? cloneElement(menu, { style: { boxShadow: 'none' } }) : menu}
          <div style={{ padding: '4px 12px 8px', fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
            {t('shell.languageNote')}
          </div>
        </div>
      )}
    >
      <Button ref={trigger} type="text" aria-label={t('shell.language')} icon={<TranslationOutlined />} />
    </Dropdown>
  );
}
