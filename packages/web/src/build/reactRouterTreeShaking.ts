import type { Plugin } from 'vite';

/** react-router's prebuilt modules (dist/development and dist/production, ESM). */
const REACT_ROUTER_DIST = /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/;

/** `var Form = React10.forwardRef(` at the top level: a pure call the bundler cannot tell is pure. */
const TOP_LEVEL_FORWARD_REF = /^(var [\w$]+ = )(React\d*\.forwardRef\()/gm;

/** `Form.displayName = "Form";` at the top level: a name for React's developer tools. */
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/** The one line in which react-router's development build differs from its production build. */
const DEV_WARNINGS_ON = /^var ENABLE_DEV_WARNINGS = true;$/m;

/**
 * react-router as the build needs it. Its components are made by unannotated `forwardRef` calls
 * and named by top-level `displayName` writes, so the bundler keeps every one of them (its `Form`
 * with the submission code, ...) whether the app imports it or not: the calls are marked pure and
 * the names (read only by React's developer tools) dropped, so what nothing imports is left out.
 * The package's exports name its development build only: its warnings are switched off, which
 * makes it react-router's production build, and the minifier leaves them out.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'scanwise:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_DIST },
      handler(code) {
        const shaken = code
          .replace(TOP_LEVEL_FORWARD_REF, '$1/* @__PURE__ */ $2')
          .replace(TOP_LEVEL_DISPLAY_NAME, '')
          .replace(DEV_WARNINGS_ON, 'var ENABLE_DEV_WARNINGS = false;');
        return shaken === code ? null : { code: shaken, map: null };
      },
    },
  };
}
