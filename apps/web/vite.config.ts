import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorker } from './vite-plugins/service-worker.ts';

// Two builds: the browser's (dist/, with a manifest the server reads to link each route's chunks and styles)
// and the server renderer's (`vite build --ssr`, into dist-ssr/, which the server imports).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    ...(isSsrBuild
      ? []
      : [
          serviceWorker({
            source: path.resolve(import.meta.dirname, 'service-worker/sw.ts'),
            publicDir: path.resolve(import.meta.dirname, 'public'),
          }),
        ]),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        target: 'es2022',
        manifest: true,
        chunkSizeWarningLimit: 400,
        // Two entries: index.html's first script (boot.ts, tiny) and the app it starts (main.tsx), which holds React,
        // the router and what every page shares, as one chunk the routes' chunks import from.
        rollupOptions: {
          input: { index: path.resolve(import.meta.dirname, 'index.html'), app: path.resolve(import.meta.dirname, 'src/main.tsx') },
        },
      },
}));
