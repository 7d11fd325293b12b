import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { securityHeadersPlugin } from './src/security/securityHeadersPlugin';

// The member app. Workspace packages resolve to their TypeScript sources ('@scanwise/source'),
// so a change in core or adapters shows up without a library build.
export default defineConfig({
  // Security headers (strict CSP) on `vite preview` and in dist/_headers: src/security.
  plugins: [react(), securityHeadersPlugin()],
  resolve: { conditions: ['@scanwise/source', 'module', 'browser', 'development|production'] },
  // The platform allows exactly this origin (--web-origin http://localhost:5173): fixed port.
  server: { port: 5173, strictPort: true, host: 'localhost' },
  preview: { port: 5173, strictPort: true, host: 'localhost' },
  // manifest: dist/.vite/manifest.json, read by scripts/route-sizes.mjs (initial JS per route).
  build: { sourcemap: true, chunkSizeWarningLimit: 1500, manifest: true },
});
