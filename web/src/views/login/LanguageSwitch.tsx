import { TranslationOutlined } from '@ant-design/icons';
import type { Language } from '@proposal-desk/shared';
import { Segmented, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../../stores/settings';

const OPTIONS: { label: string; value: Language }[] = [
  { label: '中文', value: 'zh' },
  { label: 'English', value: 'en' },
];

/** The zh/en switch of the sign-in pages (kept in local storage by the settings store), with a note that printed reports stay in Chinese. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useSettingsStore((s) => s.language);
  const setLanguage = useSettingsStore((s) => s.setLanguage);
  const handleChange = (value: Language) => setLanguage(value);
  // The note says what does not follow the language: a printed report is a Chinese document.
  return (
    <Tooltip title={t('login.languageNote')} placement="bottomRight" trigger={['hover', 'focus']}>
      <span className="login-language" aria-label={`${t('login.language')}: ${t('login.languageNote')}`} role="group">
        <TranslationOutlined />
        <Segmented<Language> size="small" options={OPTIONS} value={language} onChange={handleChange} />
      </span>
    </Tooltip>
  );
}
