// Imported first by the server's entry (and the benches that measure its code): React and Express pick their
// development builds unless NODE_ENV says otherwise, and the development build of react-dom/server wrote the
// 1,136-row handling list's HTML in ~250 ms against ~14 ms (measured 2026-12-02). A caller's own NODE_ENV wins
// (jest sets `test`; `npm run dev` sets `development`).
process.env.NODE_ENV ||= 'production';
