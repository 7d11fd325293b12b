import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/** Characters of the file's hash in a class name: about a billion values for some fifty files. */
const FILE_HASH_LENGTH = 5;

/**
 * A CSS module's class name: its local name and a short hash of its file's path (relative to the
 * web package, so every machine builds the same names). The names stay readable in the browser's
 * tools; what the bundler's default adds (a leading underscore and the rule's line number) makes
 * every name longer without making it more unique, and the JavaScript of every page carries its
 * components' names. One hash per file, not per name: within a component's object of names the
 * hash repeats, which gzip stores once.
 */
export function cssModuleClassNames(
  packageRoot: string,
): (localName: string, fileName: string) => string {
  return (localName, fileName) => `${localName}_${cssModuleFileHash(packageRoot, fileName)}`;
}

/** The hash a CSS module's file gives its class names: its path's, without a query. */
export function cssModuleFileHash(packageRoot: string, fileName: string): string {
  const path = relative(packageRoot, fileName.split('?')[0] ?? fileName).replaceAll('\\', '/');
  return createHash('sha256').update(path).digest('base64url').slice(0, FILE_HASH_LENGTH);
}
