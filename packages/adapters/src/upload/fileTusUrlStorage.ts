import * as tus from 'tus-js-client';
import type { UrlStorage } from 'tus-js-client';

/**
 * Node: tus-js-client's FileUrlStorage (a JSON file with a lock), so a script that is stopped
 * mid-upload resumes on its next run. Its Node build exports the class without typing it.
 */
export function createFileTusUrlStorage(path: string): UrlStorage {
  const FileUrlStorage = (tus as unknown as { FileUrlStorage?: new (path: string) => UrlStorage })
    .FileUrlStorage;
  if (!FileUrlStorage)
    throw new Error('FileUrlStorage exists only in the Node build of tus-js-client');
  return new FileUrlStorage(path);
}
