// The API reference of this package (the root typedoc.json builds both): every entry point of
// package.json's `exports`.
import { entryPointsOf } from '../../scripts/typedoc-exports.mjs';

export default {
  entryPoints: entryPointsOf(import.meta.url),
  tsconfig: 'tsconfig.build.json',
};
