// Types of debianChromium.mjs, for the TypeScript configs that import it.

/** Where the browser is: CHROME_PATH, else Debian's package. */
export declare const CHROME_PATH: string;

/** The launch flags every run uses. */
export declare const CHROME_FLAGS: readonly string[];

/** Playwright's launch options for it. */
export declare const DEBIAN_CHROMIUM: {
  readonly executablePath: string;
  readonly args: readonly string[];
};
