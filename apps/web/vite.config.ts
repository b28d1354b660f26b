import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorker } from './vite-plugins/service-worker.ts';

export default defineConfig({
  plugins: [
    react(),
    serviceWorker({
      source: path.resolve(import.meta.dirname, 'service-worker/sw.ts'),
      publicDir: path.resolve(import.meta.dirname, 'public'),
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
  },
});
