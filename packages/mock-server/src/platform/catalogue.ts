import type { CallQuery, Center, Discount, Plan } from '@scanwise/core';
import { notFound } from './errors';
import { planById } from './lookups';
import { lookupPostalCode } from './postalCodes';
import { discountIsLive } from './pricing';
import type { PlatformStore } from './store';

/** Referral discounts live on their offers and are not listed with the public codes. */
const REFERRAL_ONLY_CODES = new Set(['WELCOME50']);

/** What can be booked: packages, add-ons, discount codes and centers, and where codes lie. */
export function catalogueOperations(store: PlatformStore) {
  return {
    listPlans(query: CallQuery<'planList'>): Plan[] {
      return structuredClone(
        store.state.plans.filter(
          (p) =>
            p.active &&
            (query.country == null || p.country === query.country) &&
            (query.kind == null || p.kind === query.kind),
        ),
      );
    },
    listAddOns(query: CallQuery<'addOnList'>) {
      const planIds = new Set(
        store.state.plans
          .filter(
            (p) =>
              (query.country == null || p.country === query.country) &&
              (query.kind == null || p.kind === query.kind),
          )
          .map((p) => p.id),
      );
      return structuredClone(
        store.state.addOns.filter(
          (a) => a.packageIds.length === 0 || a.packageIds.some((id) => planIds.has(id)),
        ),
      );
    },
    listDiscounts(): Discount[] {
      return structuredClone(
        store.state.discounts.filter(
          (d) => discountIsLive(store, d) && !REFERRAL_ONLY_CODES.has(d.code),
        ),
      );
    },
    lookupDiscount(code: string, query: CallQuery<'discountLookup'>): Discount {
      if (query.packageId != null) planById(store, query.packageId, ['packageId']);
      // A known code answers with its expiry and plan list, even when it cannot be used now, so
      // the member hears why ("This code has expired"); only an unknown code is not found.
      const discount = store.state.discounts.find(
        (d) => d.code.toLowerCase() === code.toLowerCase(),
      );
      if (!discount) throw notFound('Discount code');
      return structuredClone(discount);
    },
    lookupPostalCode,
    listCenters(query: CallQuery<'centerList'>): Center[] {
      const plan =
        query.packageId != null ? planById(store, query.packageId, ['packageId']) : undefined;
      return structuredClone(
        store.state.centers.filter(
          (c) =>
            c.country === query.country &&
            (query.state == null || c.state === query.state) &&
            (plan === undefined || plan.country === c.country),
        ),
      );
    },
  };
}
