// What a public journey's services load with `import()` on their first platform call: the
// member calls (the session's platform client and the call catalogue). The signed-in journeys
// import them statically; a module that only `import()` names keeps the load a split point of
// its own.
export { createMemberCalls } from './createMemberCalls';
