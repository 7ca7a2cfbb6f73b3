import { TranslationOutlined } from '@ant-design/icons';
import type { Language } from '@proposal-desk/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../../stores/settings';
import { useMenuFocus } from '../use-menu-focus';

const LANGUAGES: { key: Language; label: string }[] = [
  { key: 'zh', label: '简体中文' },
  { key: 'en', label: 'English' },
];

/** Switches zh/en at once and remembers the choice. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const language = useSettingsStore((s) => s.language);
  const { trigger, onOpenChange } = useMenuFocus();

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
    >
      <Button ref={trigger} type="text" aria-label={t('shell.language')} icon={<TranslationOutlined />} />
    </Dropdown>
  );
}
