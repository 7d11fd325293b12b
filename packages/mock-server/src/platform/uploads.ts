import type { CallRequest, MammoUpload } from '@scanwise/core';
import { badInput, conflict, notFound } from './errors';
import { ownEncounter } from './lookups';
import { byCreated } from './records';
import type { PlatformStore } from './store';
import { finishTask } from './tasks';
import type { PlatformState } from './types';

type StoredUpload = PlatformState['uploads'][number];

function wireOf(upload: StoredUpload): MammoUpload {
  const { memberId: _m, contentType: _c, ...wire } = structuredClone(upload);
  return wire;
}

/** Prior mammograms a member uploads for a mammography encounter. */
export function uploadOperations(store: PlatformStore) {
  return {
    registerUpload(
      userId: string,
      encounterId: string,
      body: CallRequest<'mammoUploadRegister'>,
    ): MammoUpload {
      return store.mutate((s) => {
        const encounter = ownEncounter(store, userId, encounterId);
        if (encounter.kind !== 'MAMMOGRAPHY')
          throw conflict('not_mammography', 'Uploads are for mammography encounters');
        const id = store.nextId('mup');
        const upload: StoredUpload = {
          id,
          memberId: userId,
          encounterId,
          fileName: body.fileName,
          size: body.size,
          contentType: body.contentType,
          uploadUrl: `/packages/uploads/${id}`,
          created: store.nowIso(),
          completed: null,
        };
        s.uploads.push(upload);
        return wireOf(upload);
      });
    },

    listUploads(userId: string, encounterId: string): MammoUpload[] {
      ownEncounter(store, userId, encounterId);
      return store.state.uploads
        .filter((u) => u.encounterId === encounterId)
        .sort(byCreated)
        .map(wireOf);
    },

    /** The bytes of a registered upload arrived: marks it complete and the upload task done. */
    completeUpload(userId: string, uploadId: string, receivedBytes: number): MammoUpload {
      return store.mutate((s) => {
        const upload = s.uploads.find((u) => u.id === uploadId && u.memberId === userId);
        if (!upload) throw notFound('Upload');
        if (receivedBytes !== upload.size) {
          throw badInput(
            [],
            `Expected ${upload.size} bytes, received ${receivedBytes}`,
            'size_mismatch',
          );
        }
        upload.completed ??= store.nowIso();
        const task = s.tasks.find(
          (t) => t.encounterId === upload.encounterId && t.type === 'MAMMO_UPLOAD' && !t.done,
        );
        if (task) finishTask(store, task);
        return wireOf(upload);
      });
    },
  };
}
