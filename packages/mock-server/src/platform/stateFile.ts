import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { platformPathOf } from './filePaths';
import type { PlatformState } from './types';

/** A state file that cannot be used: the server refuses to start instead of resetting it. */
export class StateFileError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(
      `Refusing to start: the state file ${file} is unreadable (${reason}). ` +
        'Fix it, move it away or delete it to start from the seed; it was left untouched.',
    );
    this.name = 'StateFileError';
  }
}

const ARRAY_KEYS = [
  'accounts',
  'members',
  'plans',
  'addOns',
  'discounts',
  'partners',
  'offers',
  'centers',
  'appointments',
  'encounters',
  'tasks',
  'reports',
  'invoices',
  'messages',
  'documents',
  'uploads',
  'catRecords',
  'pendingCharges',
  'happinessScores',
  'funnel',
  'codes',
  'outbox',
  'conversions',
] as const satisfies readonly (keyof PlatformState)[];

/** The state kept in the file, or undefined when there is no file yet. Throws StateFileError. */
export function readStateFile(file: string): PlatformState | undefined {
  if (!existsSync(file)) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new StateFileError(file, error instanceof Error ? error.message : String(error));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new StateFileError(
      file,
      `not JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new StateFileError(file, 'not a JSON object');
  }
  const record = parsed as Record<string, unknown>;
  if (record['format'] !== 'scanwise-platform-state') {
    throw new StateFileError(file, "missing format 'scanwise-platform-state'");
  }
  const state = record['state'] as Record<string, unknown> | undefined;
  if (typeof state !== 'object' || state === null) throw new StateFileError(file, 'no state');
  if (state['version'] !== 1)
    throw new StateFileError(file, `unsupported version ${String(state['version'])}`);
  if (typeof state['referenceDate'] !== 'string' || typeof state['nextId'] !== 'number') {
    throw new StateFileError(file, 'referenceDate or nextId missing');
  }
  for (const key of ARRAY_KEYS) {
    if (!Array.isArray(state[key])) throw new StateFileError(file, `'${key}' is not a list`);
  }
  return movedLinks(state as unknown as PlatformState);
}

/** Links of files written before the platform served its files point at its own paths. */
function movedLinks(state: PlatformState): PlatformState {
  for (const invoice of state.invoices) {
    if (invoice.pdfUrl) invoice.pdfUrl = platformPathOf(invoice.pdfUrl);
  }
  for (const document of state.documents) document.url = platformPathOf(document.url);
  for (const report of state.reports) {
    if (report.viewerUrl) report.viewerUrl = platformPathOf(report.viewerUrl);
  }
  return state;
}

/** Writes the state atomically: a temporary file beside it, then a rename over the old one. */
export function writeStateFile(file: string, state: PlatformState): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ format: 'scanwise-platform-state', state }, null, 1));
  renameSync(temporary, file);
}
