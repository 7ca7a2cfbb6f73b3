import { API_PATHS } from '@proposal-desk/shared';
import { useEffect, useState } from 'react';

/** Placeholder until the shell lands: shows that the app and the API are served together. */
export function App() {
  const [api, setApi] = useState<'checking' | 'up' | 'down'>('checking');
  useEffect(() => {
    fetch(API_PATHS.healthz)
      .then((res) => setApi(res.ok ? 'up' : 'down'))
      .catch(() => setApi('down'));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 48 }}>
      <h1>建议提案办理系统</h1>
      <p>Proposal Desk — 服务状态：{api === 'up' ? '正常' : api === 'down' ? '不可用' : '检查中'}</p>
    </main>
  );
}
