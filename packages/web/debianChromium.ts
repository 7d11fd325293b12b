// Debian's Chromium as every browser run of the web package launches it (no browser download
// exists on these machines): the flags of toolchain.md.
export const DEBIAN_CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
} as const;
