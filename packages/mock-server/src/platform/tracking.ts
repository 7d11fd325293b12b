import type { CallRequest } from '@scanwise/core';
import { centerById, memberRecord, ownEncounter, planById } from './lookups';
import type { PlatformStore } from './store';

/** The most recent server-side conversions kept (older ones drop out). */
const KEPT_CONVERSIONS = 200;

/** What the app reports about the member's way through: funnel stages, conversions, happiness. */
export function trackingOperations(store: PlatformStore) {
  return {
    recordBookingStage(userId: string, body: CallRequest<'bookingStage'>): void {
      store.mutate((s) => {
        memberRecord(store, userId);
        if (body.encounterId != null) ownEncounter(store, userId, body.encounterId);
        if (body.packageId != null) planById(store, body.packageId, ['packageId']);
        if (body.centerId != null) centerById(store, body.centerId, ['centerId']);
        s.funnel.push({
          memberId: userId,
          stage: body.stage,
          bookingId: body.bookingId ?? null,
          encounterId: body.encounterId ?? null,
          packageId: body.packageId ?? null,
          centerId: body.centerId ?? null,
          created: store.nowIso(),
        });
      });
    },

    /**
     * Keeps a server-side conversion, unless the request came with Global Privacy Control: then
     * nothing is kept (the call still succeeds; the browser needs no other answer).
     */
    recordConversion(
      body: CallRequest<'trackingMetaConversion'>,
      request: { readonly globalPrivacyControl: boolean },
    ): void {
      if (request.globalPrivacyControl) return;
      store.mutate((s) => {
        s.conversions.push(structuredClone(body));
        if (s.conversions.length > KEPT_CONVERSIONS) s.conversions.shift();
      });
    },

    recordHappinessScore(userId: string, body: CallRequest<'viewerHappinessScore'>) {
      return store.mutate((s) => {
        ownEncounter(store, userId, body.encounterId);
        const score = {
          id: store.nextId('vhs'),
          memberId: userId,
          encounterId: body.encounterId,
          score: body.score,
          comment: body.comment ?? null,
          created: store.nowIso(),
        };
        s.happinessScores.push(score);
        return {
          result: {
            id: score.id,
            encounterId: score.encounterId,
            score: score.score,
            created: score.created,
          },
        };
      });
    },
  };
}
