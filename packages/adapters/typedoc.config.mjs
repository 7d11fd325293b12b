// The API reference of this package (the root typedoc.json builds both): every entry point of
// package.json's `exports`, read from the sources with the core's sources beside them, so links
// to the core's ports land on its pages.
import { entryPointsOf } from '../../scripts/typedoc-exports.mjs';

export default {
  entryPoints: entryPointsOf(import.meta.url),
  tsconfig: 'tsconfig.build.json',
  compilerOptions: { customConditions: ['@scanwise/source'] },
  externalSymbolLinkMappings: {
    'oidc-client-ts': {
      StateStore: 'https://authts.github.io/oidc-client-ts/interfaces/StateStore.html',
    },
  },
};
