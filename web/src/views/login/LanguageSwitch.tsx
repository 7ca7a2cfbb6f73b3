import { TranslationOutlined } from '@ant-design/icons';
import type { Language } from '@proposal-desk/shared';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../../stores/settings';

const OPTIONS: { label: string; value: Language }[] = [
  { label: '中文', value: 'zh' },
  { label: 'English', value: 'en' },
];

/** The zh/en switch of the sign-in pages (kept in local storage by the settings store). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useSettingsStore((s) => s.language);
  const setLanguage = useSettingsStore((s) => s.setLanguage);
  const handleChange = (value: Language) => setLanguage(value);
  return (
    <span className="login-language" title={t('login.language')}>
      <TranslationOutlined />
      <Segmented<Language> size="small" options={OPTIONS} value={language} onChange={handleChange} />
    </span>
  );
}
