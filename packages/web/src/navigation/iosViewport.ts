/** What the check reads of the browser (a test passes its own). */
export interface IosViewportEnvironment {
  readonly document: Pick<Document, 'querySelector' | 'createElement' | 'head'>;
  readonly navigator: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>;
}

/** iPhone, iPod and iPad (iPadOS reports itself as a touch Mac). */
export function isIosDevice(navigator: IosViewportEnvironment['navigator']): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

/**
 * "On iOS devices the viewport gets a maximum-scale of 1.0" (it keeps Safari from zooming into
 * a focused field). Elsewhere the viewport is left alone. Returns whether it changed.
 */
export function applyIosViewport(environment: IosViewportEnvironment): boolean {
  if (!isIosDevice(environment.navigator)) return false;
  let meta = environment.document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (meta === null) {
    meta = environment.document.createElement('meta');
    meta.name = 'viewport';
    meta.content = 'width=device-width, initial-scale=1.0';
    environment.document.head.appendChild(meta);
  }
  const parts = meta.content
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('maximum-scale'));
  parts.push('maximum-scale=1.0');
  meta.content = parts.join(', ');
  return true;
}
