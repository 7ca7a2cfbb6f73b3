import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage } from './language';
import { resources } from './resources';

/** i18next with zh (default) and en; every visible string goes through `t`. */
void i18n.use(initReactI18next).init({
  resources,
  lng: currentLanguage(),
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
