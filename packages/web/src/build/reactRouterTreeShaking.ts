import type { Plugin } from 'vite';

/** react-router's prebuilt modules (dist/development and dist/production, ESM). */
const REACT_ROUTER_DIST = /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/;

/** `var Form = React10.forwardRef(` at the top level: a pure call the bundler cannot tell is pure. */
const TOP_LEVEL_FORWARD_REF = /^(var [\w$]+ = )(React\d*\.forwardRef\()/gm;

/** `Form.displayName = "Form";` at the top level: a name for React's developer tools. */
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * react-router's components are made by unannotated `forwardRef` calls and named by top-level
 * `displayName` writes, so the bundler keeps every one of them (its `Form` with the submission
 * code, `NavLink`, ...) whether the app imports it or not. Marking the calls pure and dropping
 * the names (read only by React's developer tools) lets it leave out what nothing imports.
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
          .replace(TOP_LEVEL_DISPLAY_NAME, '');
        return shaken === code ? null : { code: shaken, map: null };
      },
    },
  };
}
