import { size, string, type, type Infer } from 'superstruct';
import type { StoredUpload } from '../ports';
import { EntityIdSchema, validatePayload } from '../schemas';

/**
 * The metadata the queue gives every upload it starts, so a stored upload (browser local
 * storage, a Node file) can be recognised after a reload. Read back from storage: validated.
 */
export const StoredMammoUploadMetadataSchema = type({
  encounterId: EntityIdSchema,
  uploadId: EntityIdSchema,
  filename: size(string(), 1, 255),
  filetype: string(),
});
export type StoredMammoUploadMetadata = Infer<typeof StoredMammoUploadMetadataSchema>;

export interface StoredMammoUpload {
  readonly key: string;
  readonly uploadUrl: string;
  readonly size: number | null;
  readonly metadata: StoredMammoUploadMetadata;
}

/** A stored upload of the queue's kind, or null when its metadata is someone else's or corrupt. */
export function readStoredMammoUpload(stored: StoredUpload): StoredMammoUpload | null {
  const checked = validatePayload(StoredMammoUploadMetadataSchema, stored.metadata);
  if (!checked.ok || typeof stored.uploadUrl !== 'string' || stored.uploadUrl === '') return null;
  return {
    key: stored.key,
    uploadUrl: stored.uploadUrl,
    size: typeof stored.size === 'number' ? stored.size : null,
    metadata: checked.value,
  };
}
