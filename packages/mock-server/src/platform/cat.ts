import type { CallRequest, CatResult } from '@scanwise/core';
import { notFound } from './errors';
import { memberRecord } from './lookups';
import { publicOf } from './records';
import type { PlatformStore } from './store';

/** The heart check's result from its saved answers: eligibility, risk level and reasons. */
function catResultOf(payload: string, created: string): CatResult {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(payload);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      data = parsed as Record<string, unknown>;
  } catch {
    // The payload was checked as JSON text when saved; keep an empty answer set otherwise.
  }
  const yes = (key: string) => data[key] === true;
  const reasons: string[] = [];
  if (yes('cacStent')) reasons.push('A coronary stent makes a calcium score unreliable.');
  if (yes('cacPacemaker')) reasons.push('A pacemaker makes a calcium score unreliable.');
  const eligible = reasons.length === 0 && !yes('isRejected');
  const factors = ['cacSymptoms', 'coronaryHistory', 'cacGreaterThanTen'].filter(yes);
  for (const factor of factors) reasons.push(`Risk factor: ${factor}`);
  const riskLevel = factors.length === 0 ? 'LOW' : factors.length === 1 ? 'MODERATE' : 'HIGH';
  return {
    riskLevel,
    eligible,
    recommendedPackageId: eligible ? 'pkg_heart_ct' : null,
    reasons,
    created,
  };
}

/** The heart check (CAT): the member's saved answers and their result. */
export function catOperations(store: PlatformStore) {
  return {
    getCat(userId: string) {
      memberRecord(store, userId);
      const record = store.state.catRecords.find((c) => c.memberId === userId);
      if (!record) throw notFound('CAT record');
      return structuredClone(publicOf(record));
    },
    saveCat(userId: string, body: CallRequest<'catSave'>) {
      return store.mutate((s) => {
        memberRecord(store, userId);
        let record = s.catRecords.find((c) => c.memberId === userId);
        if (record) {
          record.payload = body.payload;
          record.updated = store.nowIso();
        } else {
          record = {
            id: store.nextId('cat'),
            memberId: userId,
            payload: body.payload,
            created: store.nowIso(),
            updated: store.nowIso(),
          };
          s.catRecords.push(record);
        }
        return structuredClone(publicOf(record));
      });
    },
    getCatResult(userId: string): CatResult {
      const record = store.state.catRecords.find((c) => c.memberId === userId);
      if (!record) throw notFound('CAT record');
      return catResultOf(record.payload, record.updated);
    },
  };
}
