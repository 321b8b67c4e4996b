import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/check-web-budgets.mjs to follow what each route loads.
    manifest: true,
    // The server's CSP forbids inline scripts; keep Vite from inlining its module preload helper.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
