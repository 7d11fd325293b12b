import { parseArgs } from 'node:util';
import { SEEDED_SIGN_INS } from './platform/seed';
import { StateFileError } from './platform/stateFile';
import { startPlatform } from './server';

const USAGE =
  'Usage: start [--port <n>] [--host <name>] [--state-file <path>] [--test-controls] [--web-origin <origin>]...';

// `pnpm start -- --port 4100` passes the `--` through: drop it.
const argv = process.argv.slice(2);
if (argv[0] === '--') argv.shift();

let parsed: ReturnType<typeof parse>;
try {
  parsed = parse();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.error(USAGE);
  process.exit(2);
}
const { values } = parsed;

function parse() {
  return parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'state-file': { type: 'string' },
      'test-controls': { type: 'boolean', default: false },
      'web-origin': { type: 'string', multiple: true },
    },
  });
}

const port = Number(values.port ?? process.env['PLATFORM_PORT'] ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Invalid port '${values.port ?? process.env['PLATFORM_PORT'] ?? ''}'`);
  process.exit(2);
}

try {
  const running = await startPlatform({
    port,
    host: values.host ?? 'localhost',
    testControls: values['test-controls'] ?? false,
    ...(values['state-file'] ? { stateFile: values['state-file'] } : {}),
    ...(values['web-origin'] ? { webOrigins: values['web-origin'] } : {}),
    logger: console,
  });
  console.log(`Scanwise platform listening on ${running.url}`);
  console.log(`  members authority ${running.identity.issuers.members}`);
  console.log(`  on-behalf-of authority ${running.identity.issuers.obo}`);
  if (values['state-file']) console.log(`  state file ${values['state-file']}`);
  if (values['test-controls']) console.log(`  test controls at ${running.url}/__control`);
  console.log('Seeded sign-ins:');
  for (const entry of SEEDED_SIGN_INS) {
    console.log(
      `  ${entry.email.padEnd(22)} ${(entry.password ?? '(social sign-in)').padEnd(20)} ${entry.note}`,
    );
  }
  const shutdown = (): void => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof StateFileError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
