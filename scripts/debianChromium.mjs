// Debian's Chromium as every browser run of the repo launches it (the journeys, the screen
// pictures, the adapters' browser tests, Lighthouse and the benchmarks): no browser download
// exists on these machines, so the Chromium of the system with the flags of toolchain.md.
// Headless is not among the flags: Playwright adds it when it launches headless.

/** Where the browser is: CHROME_PATH, else Debian's package. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The launch flags every run uses. */
export const CHROME_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** Playwright's launch options for it: `launchOptions: { ...DEBIAN_CHROMIUM, args: [...] }`. */
export const DEBIAN_CHROMIUM = Object.freeze({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
