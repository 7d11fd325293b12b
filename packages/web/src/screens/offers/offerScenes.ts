import { DEMO_MEMBER, createSeedState, type PlatformState } from '@scanwise/mock-server/in-process';
import { TOKENS } from '../../composition/tokens';
import { SCENE_START } from '../../test/platform/platformPorts';
import type { SceneSetup } from '../../test/platform/platformScene';

/** The seed's partner links (the codes and partners the platform knows). */
export const INVITE_LINK = '/sign-up/claim-offer?code=INVITE-NW&partner=northwind';
export const SPONSORED_LINK =
  '/sign-up/claim-offer-sponsored?code=ACME2026&partner=acme&encounterName=Acme%20executive%20health%20scan';
export const LINK_ASSOCIATION = '/link-association?partnerName=northwind&offerType=INVITED';

/** The platform's seed as of the scene's start: its offers, plans and discounts as props. */
export const SEEDED = createSeedState(SCENE_START);
export const seededOffer = (code: string) => SEEDED.offers.find((offer) => offer.code === code)!;

/** INVITE-NW has ended. */
export const invitationEnded = (state: PlatformState): void => {
  state.offers.find((offer) => offer.code === 'INVITE-NW')!.expires = '2025-06-01T00:00:00Z';
};

/** The member followed INVITE-NW's link earlier: the offer is kept on the device. */
export const invitationKept: SceneSetup = (scene) => {
  scene.container.get(TOKENS.offer).rememberOffer('INVITE-NW', 'INVITED');
};

/** The demo member is linked to a partner already (the platform's own association). */
export const linkedTo =
  (partnerName: 'northwind' | 'acme'): SceneSetup =>
  ({ platform }) => {
    platform.associatePartner(DEMO_MEMBER.id, {
      partnerName,
      offerType: partnerName === 'acme' ? 'SPONSORED' : 'INVITED',
      offerCode: partnerName === 'acme' ? 'ACME2026' : 'INVITE-NW',
    });
  };
