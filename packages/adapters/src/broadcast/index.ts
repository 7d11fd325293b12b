export { createCrossTabChannel } from './broadcastChannel';
export type { CrossTabChannelOptions } from './broadcastChannel';
