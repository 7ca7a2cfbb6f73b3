import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './App';
import { installErrorCollector } from './components/error-log/install-error-collector';
import { settings } from './config/settings';
import { joinSignedInTabs } from './stores/user';

if (settings.errorLogEnabled) installErrorCollector();

const root = document.getElementById('root');
// A tab opened from a link has no session of its own: it takes that of a signed-in tab before it decides to show the sign-in page.
void joinSignedInTabs(window.location.hash).then(() => {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
