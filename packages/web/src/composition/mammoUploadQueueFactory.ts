/**
 * The core's upload queue, in a chunk of its own: only the mammography upload screen opens a
 * queue (`MammoUploads.open`), so the sign-in route's first load does not carry it.
 */
export { createMammoUploadQueue } from '@scanwise/core';
