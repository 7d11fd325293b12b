import { playwright } from '@vitest/browser-playwright';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import { defineProject } from 'vitest/config';
import { DEBIAN_CHROMIUM } from '../../scripts/debianChromium.mjs';

/** A tiny upload route on the test server's own origin, for the XHR upload-progress test. */
interface MiddlewareServer {
  middlewares: {
    use(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void): void;
  };
}

function uploadRoute() {
  return {
    name: 'scanwise-adapters-upload-route',
    configureServer(server: MiddlewareServer) {
      server.middlewares.use('/__adapters/upload', (req, res) => {
        let received = 0;
        req.on('data', (chunk: Buffer) => (received += chunk.length));
        req.on('end', () => {
          const status = Number(
            new URL(req.url ?? '/', 'http://x').searchParams.get('status') ?? '201',
          );
          res.statusCode = status;
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('X-Received', String(received));
          res.end(JSON.stringify({ received, method: req.method }));
        });
      });
    },
  };
}

/** A free port for the browser test server, so its origin is known before the platform starts. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const browserPort = Number(process.env['ADAPTERS_BROWSER_PORT'] ?? (await freePort()));
process.env['ADAPTERS_BROWSER_PORT'] = String(browserPort);
process.env['ADAPTERS_BROWSER_ORIGIN'] = `http://localhost:${browserPort}`;

export default defineProject({
  plugins: [uploadRoute()],
  resolve: { conditions: ['@scanwise/source'] },
  // Pre-bundled up front, so Vite does not reload a running test when it meets them.
  optimizeDeps: {
    include: [
      '@sentry/browser',
      '@stripe/stripe-js/pure',
      'rxjs',
      'oidc-client-ts',
      '@microsoft/signalr',
    ],
  },
  test: {
    name: 'adapters-browser',
    include: ['src/**/*.browser.test.ts', 'test/**/*.browser.test.ts'],
    // The platform tests start the real mock platform, allowing this project's origin.
    globalSetup: ['test/platform/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        // A window taller than the test frame (414 x 896), so the frame is not scaled down to fit:
        // clicks inside nested cross-origin frames (the emulated Stripe's) land only unscaled.
        contextOptions: { viewport: { width: 1280, height: 1000 } },
        launchOptions: { ...DEBIAN_CHROMIUM, args: [...DEBIAN_CHROMIUM.args] },
      }),
      instances: [{ browser: 'chromium' }],
      api: { host: 'localhost', port: browserPort, strictPort: true },
    },
  },
});
