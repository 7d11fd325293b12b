// Builds every bundle a whole journeys run serves (E2E_WORKERS workers, the app and the
// third-party app each: support/bundles.ts), one after another, so `npm test` can build them
// beside the unit tests and start the journeys with E2E_BUNDLES_PREBUILT=1.
//   tsx packages/web/e2e/support/buildBundles.ts
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { appBundle, buildArgs, E2E_WORKERS, trackingBundle } from './bundles';
import { e2eOrigins } from './origins';

const web = fileURLToPath(new URL('../../', import.meta.url));
const vite = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));

for (let worker = 0; worker < E2E_WORKERS; worker++) {
  const servers = e2eOrigins(worker);
  for (const bundle of [appBundle(servers), trackingBundle(servers)]) {
    const started = performance.now();
    const build = spawnSync(vite, buildArgs(bundle), {
      cwd: web,
      stdio: 'inherit',
      env: { ...process.env, ...bundle.env },
    });
    if (build.status !== 0) {
      console.error(`e2e bundles: the build into ${bundle.outDir} failed`);
      process.exit(1);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `e2e bundle for ${bundle.origin} built into packages/web/${bundle.outDir} (${seconds} s)`,
    );
  }
}
