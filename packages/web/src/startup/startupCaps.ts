/**
 * Every time cap of the first load, in one table. Each is the longest a step waits for something
 * that may never come (a slow network, a tab in the background that gets no frames) before it
 * goes on without it.
 */
export const STARTUP_CAPS = {
  /** The first render's wait for the first page's code (and, with a stored session, its user). */
  firstRenderMs: 1000,
  /** A wait for a painted frame. */
  paintMs: 1000,
  /** The idle moment after a paint: the page's own work comes first, for this long at most. */
  idleMs: 300,
  /**
   * The idle moment a load the first page does not need waits for (the sign-in library, the card
   * payment, error reporting, the tag manager, the date formatting): longer, so on a busy phone
   * their code runs when the page is done rather than in the middle of its work.
   */
  idleLoadMs: 2000,
  /**
   * A first page whose main content comes after its paint (Home's next step): how long past the
   * paint those loads wait for that content before they go on without it.
   */
  contentMs: 4000,
  /**
   * The guard's hold of the first reveal on a page shown while the session is restored, from
   * startup: past it the page shows with its own loading states.
   */
  firstRevealMs: 3000,
} as const;
