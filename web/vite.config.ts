import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: './',
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/publicKey', '/logout', '/register', '/socialLogin', '/healthz'].map((p) => [p, 'http://localhost:9999']),
    ),
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
