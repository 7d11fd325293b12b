// Types of subset-inter.mjs, for the test that holds fonts.css and the committed font to it.

/** The font fetched by @fontsource-variable/inter, the subset's source. */
export declare const INTER_SOURCE: string;
/** The committed subset's file name, and its path. */
export declare const INTER_FILE: string;
export declare const INTER_OUTPUT: string;
/** The weight range drawn, as fonts.css declares it. */
export declare const INTER_WEIGHTS: { readonly min: number; readonly max: number };
/** The characters, as fonts.css's unicode-range lists them. */
export declare const INTER_UNICODE_RANGE: readonly string[];
/** The subset font's bytes (woff2). */
export declare function subsetInter(): Promise<Uint8Array>;
