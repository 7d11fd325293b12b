import { playwright } from '@vitest/browser-playwright';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineProject } from 'vitest/config';

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
    include: ['src/**/*.browser.test.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
