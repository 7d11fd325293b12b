/**
 * Leaves for an app path with a full page load, replacing the current history entry: for what
 * the app only decides at startup (the locale prefix). One function, so tests can stand in for it.
 */
export function replacePageWith(path: string): void {
  window.location.replace(path);
}
