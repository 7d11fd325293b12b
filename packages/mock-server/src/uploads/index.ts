export { createMammoUploadServer } from './mammoUploadServer';
export type { MammoUploadServer, MammoUploadServerOptions } from './mammoUploadServer';
export { CuttableFileStore } from './cuttableFileStore';
