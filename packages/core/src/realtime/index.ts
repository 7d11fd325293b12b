export { ENCOUNTERS_HUB, TASK_NOTES_HUB } from './hubContract';
