import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: './',
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:9999', '/publicKey': 'http://localhost:9999', '/logout': 'http://localhost:9999' },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
