import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './App';
import { installErrorCollector } from './components/error-log/install-error-collector';
import { settings } from './config/settings';

if (settings.errorLogEnabled) installErrorCollector();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
