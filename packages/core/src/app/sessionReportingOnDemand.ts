// What the session core loads with `import()` once the first page has painted. The journeys that
// report import `createSessionReporting` statically (their code makes the reporting at once); a
// module that only `import()` names keeps the load a split point of its own.
export { createSessionReporting } from './sessionReporting';
