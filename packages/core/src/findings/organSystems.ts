/**
 * The regions of the report's body diagram, head to toe (docs/adr/0109). `limbs` stands for the
 * skeleton as a whole: bones, joints and the spine are shown there.
 */
export const BODY_REGIONS = ['head', 'neck', 'chest', 'abdomen', 'pelvis', 'limbs'] as const;
/** A region of the body diagram. */
export type BodyRegion = (typeof BODY_REGIONS)[number];

/** The organ systems findings are grouped by, in the order a report lists them (head to toe). */
export const ORGAN_SYSTEMS = [
  'brain',
  'headAndNeck',
  'heartAndVessels',
  'lungs',
  'breasts',
  'digestive',
  'kidneysAndUrinary',
  'reproductive',
  'bonesAndJoints',
  'other',
] as const;
/** An organ system findings are grouped by. */
export type OrganSystem = (typeof ORGAN_SYSTEMS)[number];

/**
 * Each organ system's place on the body diagram and the words that name it in a finding's organ
 * (or, without one, its title), as pattern fragments that match at the start of a word, in any
 * case ("renal" in "Renal cyst", "hepat" in "Hepatic steatosis"); a short word that starts other
 * words ends with `\b` ("ears?\b" is not "early"). `other` has no words and no region.
 */
const ORGAN_SYSTEM_PARTS: Readonly<
  Record<OrganSystem, { readonly region: BodyRegion | null; readonly words: readonly string[] }>
> = {
  brain: {
    region: 'head',
    words: ['brain', 'cerebr', 'cerebell', 'pituitar', 'nervous', 'intracranial', 'skull'],
  },
  headAndNeck: {
    region: 'neck',
    words: [
      'thyroid',
      'parathyroid',
      'neck\\b',
      'throat',
      'laryn',
      'pharyn',
      'sinus',
      'nasal',
      'orbit',
      'eyes?\\b',
      'ears?\\b',
      'salivary',
      'parotid',
    ],
  },
  heartAndVessels: {
    region: 'chest',
    words: [
      'heart',
      'cardi',
      'coronar',
      'myocard',
      'pericard',
      'aort',
      'arter',
      'veins?\\b',
      'venous',
      'vascular',
      'valve',
      'calcium score',
      'agatston',
    ],
  },
  lungs: {
    region: 'chest',
    words: ['lung', 'pulmonar', 'bronch', 'pleura', 'trachea', 'airway', 'chest', 'thora'],
  },
  breasts: { region: 'chest', words: ['breast', 'mammar', 'axilla'] },
  digestive: {
    region: 'abdomen',
    words: [
      'liver',
      'hepat',
      'gallbladder',
      'gall bladder',
      'gallstone',
      'biliar',
      'bile\\b',
      'pancrea',
      'spleen',
      'splen',
      'stomach',
      'gastr',
      'bowel',
      'intestin',
      'colon',
      'rect(?:um|al)\\b',
      'oesophag',
      'esophag',
      'duoden',
      'appendi',
      'abdom',
    ],
  },
  kidneysAndUrinary: {
    region: 'abdomen',
    words: ['kidney', 'renal', 'adrenal', 'ureter', 'bladder', 'urinar', 'urethr'],
  },
  reproductive: {
    region: 'pelvis',
    words: [
      'prostat',
      'uter(?:us|ine)\\b',
      'ovar',
      'endometri',
      'cervix',
      'cervical canal',
      'test(?:is|es|icular)\\b',
      'scrot',
      'pelvi',
    ],
  },
  bonesAndJoints: {
    region: 'limbs',
    words: [
      'bone',
      'osseous',
      'skelet',
      'spine',
      'spinal',
      'vertebra',
      'discs?\\b',
      'joint',
      'hips?\\b',
      'knees?\\b',
      'shoulder',
      'ribs?\\b',
      'muscle',
      'tendon',
      'ligament',
      'arms?\\b',
      'legs?\\b',
    ],
  },
  other: { region: null, words: [] },
};

/** Each system's words as one pattern that matches at the start of a word, any case. */
const PATTERNS: readonly { readonly system: OrganSystem; readonly pattern: RegExp }[] =
  ORGAN_SYSTEMS.filter((system) => ORGAN_SYSTEM_PARTS[system].words.length > 0).map((system) => ({
    system,
    pattern: new RegExp(`\\b(?:${ORGAN_SYSTEM_PARTS[system].words.join('|')})`, 'i'),
  }));

/**
 * The organ system a finding's organ names (docs/adr/0109): the system whose word comes first in
 * the text ("Renal artery" is the kidneys', "Pulmonary nodule" the lungs'); on a tie, the earlier
 * system of `ORGAN_SYSTEMS`. Text naming no system, or none, is `other`.
 */
export function organSystemOf(text: string | null | undefined): OrganSystem {
  if (!text) return 'other';
  let best: { readonly system: OrganSystem; readonly index: number } | null = null;
  for (const { system, pattern } of PATTERNS) {
    const index = text.search(pattern);
    if (index >= 0 && (best === null || index < best.index)) best = { system, index };
  }
  return best?.system ?? 'other';
}

/** Where an organ system is on the body diagram; `other` is on no region. */
export function bodyRegionOf(system: OrganSystem): BodyRegion | null {
  return ORGAN_SYSTEM_PARTS[system].region;
}
