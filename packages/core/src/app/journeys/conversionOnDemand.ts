// What a public journey's services load with `import()` on the first funnel stage they report:
// the conversion, in the session's reporting's chunk (the member calls load beside it).
export { createConversionServices } from './createConversionServices';
