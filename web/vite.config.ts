import react from '@vitejs/plugin-react';
import { defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite';
import { settings } from './src/config/settings';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/** The files a chunk needs before it runs: itself, its static imports (transitively) and their CSS. */
function filesOf(chunk: Chunk, chunks: Map<string, Chunk>, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
  for (const name of chunk.imports) {
    const imported = chunks.get(name);
    if (imported) filesOf(imported, chunks, seen);
  }
  return seen;
}

/**
 * Adds to index.html a tiny script that, before any module runs, preloads the chunks of the first screen:
 * the sign-in page without a session token, the main layout with one. Without it those chunks are only
 * requested once the entry has downloaded and run.
 */
function bootPreload(pages: { signedOut: string; signedIn: string }): Plugin {
  return {
    name: 'proposal-desk:boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = new Map<string, Chunk>();
        for (const file of Object.values(ctx.bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
        const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
        const loadedByEntry = new Set(entries.flatMap((entry) => [...filesOf(entry, chunks)]));
        const filesFor = (module: string): string[] => {
          const chunk = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`boot-preload: no chunk for ${module}`);
          return [...filesOf(chunk, chunks)].filter((file) => !loadedByEntry.has(file));
        };
        const files = { signedOut: filesFor(pages.signedOut), signedIn: filesFor(pages.signedIn) };
        const script =
          `(function(f){var t=null;try{t=sessionStorage.getItem(${JSON.stringify(settings.storageKeys.token)})}catch(e){}` +
          `(t?f.signedIn:f.signedOut).forEach(function(h){var l=document.createElement('link');var css=/\\.css$/.test(h);` +
          `l.rel=css?'preload':'modulepreload';if(css)l.as='style';l.crossOrigin='';l.href='./'+h;document.head.appendChild(l)})})` +
          `(${JSON.stringify(files)});`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), bootPreload({ signedOut: 'src/views/login/LoginPage.tsx', signedIn: 'src/layouts/MainLayout.tsx' })],
  base: './',
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/publicKey', '/logout', '/register', '/socialLogin', '/healthz'].map((p) => [p, 'http://localhost:9999']),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries every page runs get chunks of their own, so their files stay cached while app code changes.
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
            { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
          ],
        },
      },
    },
  },
});
