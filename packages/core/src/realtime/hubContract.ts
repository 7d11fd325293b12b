/**
 * Names spoken on the two hubs, in one place for the app, the adapters and the mock platform.
 * The spec writes them with the product's name in braces: watchMy{product} becomes
 * watchMyScanwise, myezraComplete becomes myscanwiseComplete.
 */
export const TASK_NOTES_HUB = {
  path: '/tasks/hubs/notes',
  invoke: {
    watch: 'watchMyScanwise',
    unwatch: 'unwatchMyScanwise',
    complete: 'myscanwiseComplete',
  },
  /** The literal type argument of the complete call. */
  completeType: 'MEMBERTASK',
  push: {
    updateNote: 'UpdateNote',
    setDone: 'SetDone',
    setDeleted: 'SetDeleted',
    watchReturn: 'WatchMyScanwiseReturn',
    /**
     * A message of the member's conversations, new or changed (a care-team reply): not in the
     * spec, which shows no message calls or pushes (docs/adr/0101-conversations-and-the-unread-count.md).
     */
    updateMessage: 'UpdateMessage',
  },
} as const;

export const ENCOUNTERS_HUB = {
  path: '/packages/hubs/encounters',
  invoke: { watch: 'watch', unwatch: 'unwatch' },
  push: { updateEncounter: 'UpdateEncounter' },
} as const;
