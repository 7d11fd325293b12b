// What the session core loads with `import()` on its first platform call. The journeys import
// `createSessionClient` statically (their code makes the client at once); a module that only
// `import()` names keeps the load a split point of its own, whatever else imports the client.
export { createSessionClient } from './sessionClient';
