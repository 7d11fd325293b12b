// The few browser facts the core takes as functions: activity events for the idle logout and a
// session flag. Kept here so components and the core never touch window themselves.

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/** Attaches passive activity listeners; returns the detach function the idle policy calls. */
export function domActivitySource(onActivity: () => void): () => void {
  const options: AddEventListenerOptions = { passive: true, capture: true };
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
  return () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
  };
}

/** A flag in session storage ('true' turns it on); storage that throws reads as off. */
export function readSessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}
