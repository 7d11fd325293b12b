import {
  invoiceLinesTotal,
  type AddOn,
  type Center,
  type Discount,
  type Encounter,
  type Finding,
  type InvoiceLine,
  type Member,
  type Offer,
  type Partner,
  type Plan,
} from '@scanwise/core';
import { FILE_PATHS } from './filePaths';
import { hashPassword } from '#password';
import { addDays, addMinutes, iso, isoDate, wallClock, zonedTimeToUtc } from './time';
import { LOCAL_RADIOLOGIST } from './reports';
import type { PlatformState, StoredReport } from './types';

/** Seeded sign-ins (README "Seeded sign-ins"; docs/adr/0046-mock-platform-seed-and-controls.md). */
export const DEMO_MEMBER = {
  id: 'mbr_demo',
  email: 'demo@example.com',
  password: 'Demo-password-1',
} as const;
export const NO_PHONE_MEMBER = {
  id: 'mbr_nophone',
  email: 'nophone@example.com',
  password: 'Nophone-password-1',
} as const;
export const NO_TERMS_MEMBER = {
  id: 'mbr_noterms',
  email: 'noterms@example.com',
  password: 'Noterms-password-1',
  /** The initial-setup code of the e-mail link (/initial-setup/tos?email=...&code=...). */
  setupCode: 'SETUP-NOTERMS-1',
} as const;
export const SOCIAL_MEMBER = { id: 'acct_social', email: 'social@example.com' } as const;
export const ROLE_LIST_MEMBER = {
  id: 'mbr_roles',
  email: 'roles@example.com',
  password: 'Roles-password-1',
  role: ['Member', 'Beta'],
} as const;
export const STAFF_ACCOUNT = {
  id: 'staff_1',
  email: 'staff@example.com',
  password: 'Staff-password-1',
} as const;

/**
 * The seeded sign-ins and who each one is: printed by the CLI, listed on the platform's own
 * page at `/`, and the README's "Demo sign-ins" table (a test keeps the three the same).
 */
export const SEEDED_SIGN_INS = [
  { ...DEMO_MEMBER, note: 'the demo member: scans, reports, tasks, invoices, messages' },
  { ...NO_PHONE_MEMBER, note: 'a member without a phone number (the app signs them out)' },
  { ...NO_TERMS_MEMBER, note: 'a member who has not accepted the terms' },
  { ...SOCIAL_MEMBER, password: null, note: 'a social-only member (profile IsPartial)' },
  { ...ROLE_LIST_MEMBER, note: 'a UK member whose role claim is a list' },
  { ...STAFF_ACCOUNT, note: 'staff, on the on-behalf-of authority (/obo), picks a member' },
] as const;

/** What each plan scans and what the member gets: the select-plan step says how plans differ. */
interface PlanContent {
  readonly description: string;
  readonly features: readonly string[];
}

const FULL_BODY: PlanContent = {
  description:
    'Our most complete scan: a head-to-pelvis MRI that looks at 13 organs and systems, from the brain to the prostate or ovaries.',
  features: [
    'Brain, spine, chest, abdomen and pelvis',
    'Looks for cancer, aneurysms and other conditions',
    'No radiation, no injection',
    'Radiologist-read report and a call with a care clinician',
  ],
};

const CONTENT: Readonly<Record<string, PlanContent>> = {
  pkg_full_body: FULL_BODY,
  pkg_essential: {
    description:
      'A shorter MRI of the torso: the organs where most early cancers are found, without the brain and spine.',
    features: [
      'Chest, abdomen and pelvis',
      'Liver, kidneys, pancreas and more',
      'No radiation, no injection',
      'Radiologist-read report',
    ],
  },
  pkg_heart_ct: {
    description:
      'A low-dose CT of the heart that measures calcium in the coronary arteries, an early sign of heart disease.',
    features: [
      'Coronary calcium score',
      'Low radiation dose',
      'About 10 minutes on the table',
      'Radiologist-read report',
    ],
  },
  pkg_lung_ct: {
    description:
      'A low-dose CT of the lungs that looks for nodules and early lung cancer; for current and former smokers.',
    features: [
      'Lung nodules and early lung cancer',
      'Low radiation dose',
      'Radiologist-read report',
    ],
  },
  pkg_mammo: {
    description:
      'A screening mammogram with 3D imaging (tomosynthesis), read by a breast radiologist.',
    features: [
      '3D mammography',
      'Compared with your earlier mammograms when you upload them',
      'Breast radiologist-read report',
    ],
  },
  pkg_full_body_gb: {
    ...FULL_BODY,
    description:
      'Our most complete scan: a head-to-pelvis MRI that looks at 13 organs and systems, from the brain to the prostate or ovaries, at a partner centre.',
  },
  pkg_mammo_gb: {
    description:
      'A screening mammogram with 3D imaging (tomosynthesis), read by a breast radiologist.',
    features: [
      '3D mammography',
      'Compared with your earlier mammograms when you upload them',
      'Breast radiologist-read report',
    ],
  },
};

const PLANS: Plan[] = [
  plan(
    'pkg_full_body',
    'Full Body Scan',
    'BODY_SCAN',
    'US',
    249_500,
    60,
    [],
    ['addon_heart_ct', 'addon_lung_ct'],
  ),
  plan('pkg_essential', 'Essential Scan', 'BODY_SCAN', 'US', 149_500, 45, [], ['addon_heart_ct']),
  plan('pkg_heart_ct', 'Heart CT (calcium score)', 'HEART_CT', 'US', 19_900, 15, [], []),
  plan('pkg_lung_ct', 'Lung CT', 'LUNG_CT', 'US', 29_900, 15, [], []),
  plan('pkg_mammo', 'Mammography', 'MAMMOGRAPHY', 'US', 24_900, 30, ['FEMALE'], []),
  plan(
    'pkg_full_body_gb',
    'Full Body Scan (UK)',
    'BODY_SCAN',
    'GB',
    219_900,
    60,
    [],
    ['addon_heart_ct'],
  ),
  plan('pkg_mammo_gb', 'Mammography (UK)', 'MAMMOGRAPHY', 'GB', 19_900, 30, ['FEMALE'], []),
];

function plan(
  id: string,
  name: string,
  kind: Plan['kind'],
  country: Plan['country'],
  price: number,
  durationMinutes: number,
  eligibleSexes: Plan['eligibleSexes'],
  addOnIds: string[],
): Plan {
  const content = CONTENT[id];
  if (!content) throw new Error(`No description for the seeded plan ${id}`);
  return {
    id,
    name,
    // Written for the country's members: UK plans in British spelling.
    description: content.description,
    kind,
    country,
    price,
    currency: 'USD',
    durationMinutes,
    features: [...content.features],
    eligibleSexes,
    addOnIds,
    active: true,
  };
}

const ADD_ONS: AddOn[] = [
  {
    id: 'addon_heart_ct',
    name: 'Heart CT',
    description: 'Coronary calcium score, added to a body scan.',
    price: 14_900,
    currency: 'USD',
    packageIds: ['pkg_full_body', 'pkg_essential', 'pkg_full_body_gb'],
  },
  {
    id: 'addon_lung_ct',
    name: 'Lung CT',
    description: 'Low-dose lung CT, added to a body scan.',
    price: 19_900,
    currency: 'USD',
    packageIds: ['pkg_full_body'],
  },
];

const PARTNERS: Partner[] = [
  { id: 'ptn_acme', name: 'acme', displayName: 'Acme Corporation', logoUrl: null },
  { id: 'ptn_northwind', name: 'northwind', displayName: 'Northwind Health', logoUrl: null },
];

function centers(): Center[] {
  const center = (
    id: string,
    name: string,
    country: Center['country'],
    state: string,
    city: string,
    addressLine: string,
    postalCode: string,
    timeZone: string,
    bookingProvider: Center['bookingProvider'],
    onlineBooking: boolean,
    [latitude, longitude]: readonly [number, number],
  ): Center => ({
    id,
    name,
    country,
    state,
    city,
    addressLine,
    postalCode,
    timeZone,
    bookingProvider,
    onlineBooking,
    phoneNumber: country === 'US' ? '+12125550100' : '+442070000100',
    latitude,
    longitude,
  });
  return [
    center(
      'ctr_nyc_5th',
      'Scanwise Fifth Avenue',
      'US',
      'NY',
      'New York',
      '350 Fifth Avenue',
      '10118',
      'America/New_York',
      1,
      true,
      [40.7484, -73.9857],
    ),
    center(
      'ctr_nyc_zp',
      'Zwanger-Pesiri Lindenhurst',
      'US',
      'NY',
      'Lindenhurst',
      '150 E Sunrise Hwy',
      '11757',
      'America/New_York',
      2,
      false,
      [40.6868, -73.3707],
    ),
    center(
      'ctr_la_wilshire',
      'RadNet Wilshire',
      'US',
      'CA',
      'Los Angeles',
      '8750 Wilshire Blvd',
      '90211',
      'America/Los_Angeles',
      3,
      true,
      [34.0663, -118.3838],
    ),
    center(
      'ctr_phx_camelback',
      'RadNet Camelback',
      'US',
      'AZ',
      'Phoenix',
      '2222 E Camelback Rd',
      '85016',
      'America/Phoenix',
      4,
      true,
      [33.5092, -112.0325],
    ),
    center(
      'ctr_chi_amric',
      'AMRIC Chicago',
      'US',
      'IL',
      'Chicago',
      '875 N Michigan Ave',
      '60611',
      'America/Chicago',
      5,
      false,
      [41.8989, -87.623],
    ),
    center(
      'ctr_mia_internal',
      'Scanwise Miami',
      'US',
      'FL',
      'Miami',
      '1450 Brickell Ave',
      '33131',
      'America/New_York',
      6,
      true,
      [25.759, -80.1918],
    ),
    center(
      'ctr_ldn_harley',
      'Scanwise Harley Street',
      'GB',
      'LDN',
      'London',
      '10 Harley Street',
      'W1G 9PF',
      'Europe/London',
      0,
      true,
      [51.5186, -0.1473],
    ),
    center(
      'ctr_mcr',
      'Scanwise Manchester',
      'GB',
      'NW',
      'Manchester',
      '1 Spinningfields',
      'M3 3AP',
      'Europe/London',
      6,
      true,
      [53.4803, -2.2517],
    ),
  ];
}

function discounts(reference: Date): Discount[] {
  return [
    {
      id: 'dsc_spring10',
      code: 'SPRING10',
      kind: 'PERCENT',
      percentOff: 10,
      amountOff: null,
      currency: 'USD',
      description: '10% off any body scan',
      packageIds: ['pkg_full_body', 'pkg_essential', 'pkg_full_body_gb'],
      expires: iso(addDays(reference, 180)),
    },
    {
      id: 'dsc_welcome50',
      code: 'WELCOME50',
      kind: 'AMOUNT',
      percentOff: null,
      amountOff: 5_000,
      currency: 'USD',
      description: '$50 off your first scan',
      packageIds: [],
      expires: null,
    },
    {
      id: 'dsc_expired',
      code: 'EXPIRED5',
      kind: 'PERCENT',
      percentOff: 5,
      amountOff: null,
      currency: 'USD',
      description: 'An expired code',
      packageIds: [],
      expires: iso(addDays(reference, -1)),
    },
  ];
}

function offers(reference: Date, list: Discount[]): Offer[] {
  const [spring, welcome] = list;
  return [
    {
      code: 'ACME2026',
      type: 'SPONSORED',
      partner: PARTNERS[0] ?? null,
      discount: null,
      packageIds: ['pkg_full_body'],
      encounterName: 'Acme executive health scan',
      expires: iso(addDays(reference, 365)),
    },
    {
      code: 'FRIEND-DEMO',
      type: 'REFERRAL',
      partner: null,
      discount: welcome ?? null,
      packageIds: [],
      encounterName: null,
      expires: null,
    },
    {
      code: 'INVITE-NW',
      type: 'INVITED',
      partner: PARTNERS[1] ?? null,
      discount: spring ?? null,
      packageIds: [],
      encounterName: null,
      expires: iso(addDays(reference, 90)),
    },
  ];
}

/** A local wall-clock time at a center, `days` after the reference date, as a UTC instant. */
function atCenter(
  reference: Date,
  days: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const day = addDays(reference, days);
  const wall = wallClock(new Date(day.getTime() + 12 * 3_600_000), 'UTC');
  return zonedTimeToUtc(wall.year, wall.month, wall.day, hour, minute, timeZone);
}

/** Spec "Finding": snippets with eScore and potentialCancer, and subFindings holding snippets. */
function finding(
  id: string,
  title: string,
  organ: string,
  scores: number[],
  potentialCancer = false,
  sub: { title: string; scores: number[] }[] = [],
): Finding {
  return {
    id,
    title,
    organ,
    snippets: scores.map((eScore, index) => ({
      id: `${id}_s${index + 1}`,
      text: `${title}: observation ${index + 1}`,
      eScore,
      potentialCancer: potentialCancer && index === 0,
    })),
    subFindings: sub.map((entry, index) => ({
      id: `${id}_sub${index + 1}`,
      title: entry.title,
      snippets: entry.scores.map((eScore, s) => ({
        id: `${id}_sub${index + 1}_s${s + 1}`,
        text: `${entry.title}: observation ${s + 1}`,
        eScore,
        potentialCancer: false,
      })),
    })),
  };
}

function member(
  id: string,
  email: string,
  firstName: string,
  lastName: string,
  created: Date,
  extra: Partial<Member>,
): Member {
  return {
    id,
    email,
    phoneNumber: '+12125550123',
    termsOfService: iso(created),
    firstName,
    lastName,
    dob: '1980-04-12',
    sex: 'FEMALE',
    address: {
      line1: '350 Fifth Avenue',
      line2: null,
      city: 'New York',
      state: 'NY',
      postalCode: '10118',
      country: 'US',
    },
    country: 'US',
    locale: 'en-us',
    timeZone: 'America/New_York',
    optInEmailNotifications: true,
    optInPhoneNotifications: false,
    utm: null,
    partnerId: null,
    offerCode: null,
    offerType: null,
    created: iso(created),
    ...extra,
  };
}

/**
 * The seeded platform at a reference date (midnight UTC). Deterministic: the same reference date
 * gives the same state, byte for byte.
 */
export function createSeedState(referenceDate: Date): PlatformState {
  const r = referenceDate;
  const centerList = centers();
  const discountList = discounts(r);
  const ny = 'America/New_York';
  const ldn = 'Europe/London';

  const accounts: PlatformState['accounts'] = [
    account(DEMO_MEMBER.id, DEMO_MEMBER.email, 'Member', DEMO_MEMBER.password),
    account(NO_PHONE_MEMBER.id, NO_PHONE_MEMBER.email, 'Member', NO_PHONE_MEMBER.password),
    account(NO_TERMS_MEMBER.id, NO_TERMS_MEMBER.email, 'Member', NO_TERMS_MEMBER.password),
    {
      id: SOCIAL_MEMBER.id,
      email: SOCIAL_MEMBER.email,
      role: 'Member',
      isPartial: true,
      kind: 'member',
      passwordHash: null,
    },
    account(
      ROLE_LIST_MEMBER.id,
      ROLE_LIST_MEMBER.email,
      [...ROLE_LIST_MEMBER.role],
      ROLE_LIST_MEMBER.password,
    ),
    {
      ...account(STAFF_ACCOUNT.id, STAFF_ACCOUNT.email, 'Staff', STAFF_ACCOUNT.password),
      kind: 'staff',
    },
  ];

  const members: Member[] = [
    member(DEMO_MEMBER.id, DEMO_MEMBER.email, 'Dana', 'Demo', addDays(r, -500), {
      utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring-body-scan' },
    }),
    member(NO_PHONE_MEMBER.id, NO_PHONE_MEMBER.email, 'Nico', 'Nophone', addDays(r, -30), {
      phoneNumber: null,
      sex: 'MALE',
      dob: '1975-01-20',
    }),
    member(NO_TERMS_MEMBER.id, NO_TERMS_MEMBER.email, 'Tess', 'Noterms', addDays(r, -2), {
      termsOfService: null,
      dob: '1990-07-04',
    }),
    member(ROLE_LIST_MEMBER.id, ROLE_LIST_MEMBER.email, 'Rosa', 'Roles', addDays(r, -200), {
      phoneNumber: '+447700900123',
      address: {
        line1: '10 Harley Street',
        line2: null,
        city: 'London',
        state: 'LDN',
        postalCode: 'W1G 9PF',
        country: 'GB',
      },
      country: 'GB',
      locale: 'en-gb',
      timeZone: ldn,
      dob: '1972-09-30',
    }),
  ];

  const fullBody = PLANS[0] as Plan;
  const heart = PLANS[2] as Plan;
  const mammo = PLANS[4] as Plan;
  const fullBodyGb = PLANS[5] as Plan;
  const nyc = centerList[0] as Center;
  const london = centerList[6] as Center;

  const past1Start = atCenter(r, -400, 14, 0, ny);
  const past2Start = atCenter(r, -40, 9, 30, ny);
  const nextStart = atCenter(r, 21, 10, 0, ny);
  const rosaStart = atCenter(r, 45, 11, 0, ldn);

  const appointment = (
    id: string,
    memberId: string,
    encounterId: string,
    center: Center,
    start: Date,
    minutes: number,
    bookingCode: string,
    status: 'CONFIRMED' | 'COMPLETED',
  ) => ({
    id,
    memberId,
    encounterId,
    centerId: center.id,
    start: iso(start),
    end: iso(addMinutes(start, minutes)),
    bookingCode,
    status,
    center,
  });
  const appointments: PlatformState['appointments'] = [
    appointment(
      'apt_demo_1',
      DEMO_MEMBER.id,
      'enc_demo_1',
      nyc,
      past1Start,
      60,
      'SW-100001',
      'COMPLETED',
    ),
    appointment(
      'apt_demo_2',
      DEMO_MEMBER.id,
      'enc_demo_2',
      nyc,
      past2Start,
      15,
      'SW-100002',
      'COMPLETED',
    ),
    appointment(
      'apt_demo_3',
      DEMO_MEMBER.id,
      'enc_demo_3',
      nyc,
      nextStart,
      30,
      'SW-100003',
      'CONFIRMED',
    ),
    appointment(
      'apt_rosa_1',
      ROLE_LIST_MEMBER.id,
      'enc_rosa_1',
      london,
      rosaStart,
      60,
      'SW-100004',
      'CONFIRMED',
    ),
  ];
  const strip = (a: PlatformState['appointments'][number]) => {
    const { memberId: _memberId, ...rest } = a;
    return rest;
  };
  const [a1, a2, a3, a4] = appointments as [
    (typeof appointments)[number],
    (typeof appointments)[number],
    (typeof appointments)[number],
    (typeof appointments)[number],
  ];

  const encounter = (
    id: string,
    memberId: string,
    created: Date,
    p: Plan,
    status: Encounter['status'],
    nextStep: Encounter['nextStep'],
    appt: PlatformState['appointments'][number] | null,
    reportAvailable: boolean,
    addOnIds: string[] = [],
  ): PlatformState['encounters'][number] => ({
    id,
    memberId,
    created: iso(created),
    updated: iso(created),
    name: p.name,
    kind: p.kind,
    status,
    package: { id: p.id, name: p.name, kind: p.kind },
    addOnIds,
    appointment: appt ? strip(appt) : null,
    bookingProvider: appt?.center?.bookingProvider ?? null,
    nextStep,
    reportAvailable,
    partnerId: null,
  });
  const encounters: PlatformState['encounters'] = [
    encounter(
      'enc_demo_1',
      DEMO_MEMBER.id,
      addDays(r, -420),
      fullBody,
      'COMPLETED',
      'NONE',
      a1,
      true,
      ['addon_heart_ct'],
    ),
    encounter(
      'enc_demo_2',
      DEMO_MEMBER.id,
      addDays(r, -60),
      heart,
      'REPORT_READY',
      'VIEW_REPORT',
      a2,
      true,
    ),
    encounter(
      'enc_demo_3',
      DEMO_MEMBER.id,
      addDays(r, -10),
      mammo,
      'SCHEDULED',
      'COMPLETE_QUESTIONNAIRE',
      a3,
      false,
    ),
    encounter(
      'enc_rosa_1',
      ROLE_LIST_MEMBER.id,
      addDays(r, -20),
      fullBodyGb,
      'SCHEDULED',
      'ATTEND_APPOINTMENT',
      a4,
      false,
    ),
  ];

  const tasks: PlatformState['tasks'] = [
    {
      id: 'tsk_demo_mq',
      memberId: DEMO_MEMBER.id,
      created: iso(addDays(r, -10)),
      type: 'MEDICAL_QUESTIONNAIRE',
      title: 'Complete your medical questionnaire',
      done: false,
      encounterId: 'enc_demo_3',
      due: iso(addDays(nextStart, -2)),
      completed: null,
    },
    {
      id: 'tsk_demo_mammo',
      memberId: DEMO_MEMBER.id,
      created: iso(addDays(r, -10)),
      type: 'MAMMO_UPLOAD',
      title: 'Upload your mammography files',
      done: false,
      encounterId: 'enc_demo_3',
      due: iso(addDays(nextStart, -7)),
      completed: null,
    },
    {
      id: 'tsk_demo_review',
      memberId: DEMO_MEMBER.id,
      created: iso(addDays(r, -30)),
      type: 'REVIEW_REPORT',
      title: 'Review your Heart CT report',
      done: true,
      encounterId: 'enc_demo_2',
      due: null,
      completed: iso(addDays(r, -25)),
    },
    {
      id: 'tsk_rosa_mq',
      memberId: ROLE_LIST_MEMBER.id,
      created: iso(addDays(r, -20)),
      type: 'MEDICAL_QUESTIONNAIRE',
      title: 'Complete your medical questionnaire',
      done: false,
      encounterId: 'enc_rosa_1',
      due: iso(addDays(rosaStart, -2)),
      completed: null,
    },
  ];

  const report = (
    id: string,
    encounterId: string,
    title: string,
    created: Date,
    summary: string,
    findings: Finding[],
  ): StoredReport => ({
    id,
    memberId: DEMO_MEMBER.id,
    encounterId,
    title,
    created: iso(created),
    summary,
    radiologist: LOCAL_RADIOLOGIST,
    findings,
    sections: [
      { id: `${id}_sec1`, title: 'Overview', body: summary, findings: findings.slice(0, 1) },
      {
        id: `${id}_sec2`,
        title: 'Details',
        body: 'Findings by organ system.',
        findings: findings.slice(1),
      },
    ],
    viewerUrl: FILE_PATHS.viewer(encounterId),
  });
  const reports: StoredReport[] = [
    report(
      'rep_demo_1',
      'enc_demo_1',
      'Full Body Scan report',
      addDays(r, -393),
      'No urgent findings. Two items to follow up with your physician.',
      [
        finding('fnd_1_kidney', 'Simple renal cyst', 'Kidney', [1, 2]),
        finding('fnd_1_liver', 'Fatty liver', 'Liver', [2, 3, 2], false, [
          { title: 'Hepatic steatosis grade', scores: [2] },
        ]),
        finding('fnd_1_heart', 'Coronary calcium', 'Heart', [1]),
      ],
    ),
    report(
      'rep_demo_2',
      'enc_demo_2',
      'Heart CT report',
      addDays(r, -35),
      'Coronary calcium score 12: minimal plaque.',
      [
        finding('fnd_2_lad', 'Calcified plaque, LAD', 'Heart', [2, 4], false, [
          { title: 'Agatston score', scores: [2] },
        ]),
        finding('fnd_2_lung', 'Pulmonary nodule, 6 mm', 'Lung', [3, 4], true),
      ],
    ),
  ];

  const heartAddOn = ADD_ONS[0] as AddOn;
  const invoices: PlatformState['invoices'] = [
    seededInvoice({
      id: 'inv_demo_1',
      memberId: DEMO_MEMBER.id,
      number: 'SW-2025-0001',
      created: iso(addDays(r, -420)),
      currency: 'USD',
      status: 'PAID',
      dueDate: isoDate(addDays(r, -420)),
      lines: [
        invoiceLine(fullBody.name, fullBody.price),
        invoiceLine(heartAddOn.name, heartAddOn.price),
      ],
      encounterId: 'enc_demo_1',
      pdfUrl: FILE_PATHS.invoicePdf('inv_demo_1'),
    }),
    seededInvoice({
      id: 'inv_demo_2',
      memberId: DEMO_MEMBER.id,
      number: 'SW-2026-0002',
      created: iso(addDays(r, -60)),
      currency: 'USD',
      status: 'PAID',
      dueDate: isoDate(addDays(r, -60)),
      lines: [invoiceLine(heart.name, heart.price)],
      encounterId: 'enc_demo_2',
      pdfUrl: FILE_PATHS.invoicePdf('inv_demo_2'),
    }),
    seededInvoice({
      id: 'inv_demo_3',
      memberId: DEMO_MEMBER.id,
      number: 'SW-2026-0003',
      created: iso(addDays(r, -10)),
      currency: 'USD',
      status: 'DUE',
      dueDate: isoDate(addDays(r, 14)),
      lines: [invoiceLine(mammo.name, mammo.price)],
      encounterId: 'enc_demo_3',
      pdfUrl: null,
    }),
  ];

  const messages: PlatformState['messages'] = [
    {
      id: 'msg_demo_1',
      memberId: DEMO_MEMBER.id,
      threadId: 'thr_demo_1',
      from: 'care-team',
      subject: 'Your Heart CT report is ready',
      body: 'Hi Dana, your Heart CT report is ready in the Reports tab. Reply here with any questions.',
      created: iso(addDays(r, -35)),
      read: true,
    },
    {
      id: 'msg_demo_2',
      memberId: DEMO_MEMBER.id,
      threadId: 'thr_demo_1',
      from: 'member',
      subject: 'Re: Your Heart CT report is ready',
      body: 'Thank you! Should I book a follow-up?',
      created: iso(addDays(r, -34)),
      read: true,
    },
    {
      id: 'msg_demo_3',
      memberId: DEMO_MEMBER.id,
      threadId: 'thr_demo_2',
      from: 'care-team',
      subject: 'Before your mammography',
      body: 'Please complete your medical questionnaire and upload prior mammograms before your visit.',
      created: iso(addDays(r, -9)),
      read: false,
    },
    {
      id: 'msg_rosa_1',
      memberId: ROLE_LIST_MEMBER.id,
      threadId: 'thr_rosa_1',
      from: 'care-team',
      subject: 'Welcome to Scanwise',
      body: 'Your scan in London is booked.',
      created: iso(addDays(r, -19)),
      read: false,
    },
  ];

  const documents: PlatformState['documents'] = [
    doc('doc_demo_rep1', 'Full Body Scan report (PDF)', 'REPORT', addDays(r, -393), 'enc_demo_1'),
    doc('doc_demo_rep2', 'Heart CT report (PDF)', 'REPORT', addDays(r, -35), 'enc_demo_2'),
    doc('doc_demo_inv1', 'Invoice SW-2025-0001', 'INVOICE', addDays(r, -420), 'enc_demo_1'),
    doc('doc_demo_consent', 'Imaging consent', 'CONSENT', addDays(r, -10), 'enc_demo_3'),
  ];

  return {
    version: 1,
    referenceDate: iso(r),
    nextId: 1000,
    accounts,
    members,
    plans: PLANS.map((p) => ({ ...p })),
    addOns: ADD_ONS.map((a) => ({ ...a })),
    discounts: discountList,
    partners: PARTNERS.map((p) => ({ ...p })),
    offers: offers(r, discountList),
    centers: centerList,
    appointments,
    encounters,
    tasks,
    reports,
    invoices,
    messages,
    documents,
    uploads: [],
    catRecords: [
      {
        id: 'cat_demo',
        memberId: DEMO_MEMBER.id,
        payload: JSON.stringify({
          cacSymptoms: false,
          cacStent: false,
          cacPacemaker: false,
          coronaryHistory: true,
          cacGreaterThanTen: false,
          isRejected: false,
        }),
        created: iso(addDays(r, -70)),
        updated: iso(addDays(r, -70)),
      },
    ],
    pendingCharges: [],
    happinessScores: [],
    funnel: [],
    codes: [
      {
        email: NO_TERMS_MEMBER.email,
        code: NO_TERMS_MEMBER.setupCode,
        purpose: 'initial-setup',
        expires: iso(addDays(r, 3650)),
      },
    ],
    outbox: [],
    conversions: [],
  };
}

function account(id: string, email: string, role: string | string[], password: string) {
  return {
    id,
    email,
    role,
    isPartial: false,
    kind: 'member' as const,
    // A fixed salt per seeded account: resets give the same state and hit the hash cache.
    passwordHash: hashPassword(password, `seed:${id}`),
  };
}

function doc(
  id: string,
  title: string,
  kind: 'REPORT' | 'INVOICE' | 'CONSENT',
  created: Date,
  encounterId: string,
) {
  return {
    id,
    memberId: DEMO_MEMBER.id,
    title,
    kind,
    created: iso(created),
    contentType: 'application/pdf',
    size: 245_760,
    url: FILE_PATHS.documentPdf(id),
    encounterId,
  };
}

type StoredInvoice = PlatformState['invoices'][number];

const invoiceLine = (description: string, unitAmount: number): InvoiceLine => ({
  description,
  quantity: 1,
  unitAmount,
  amount: unitAmount,
});

/** A seeded invoice whose amount is what its lines add up to. */
const seededInvoice = (invoice: Omit<StoredInvoice, 'amount'>): StoredInvoice => ({
  ...invoice,
  amount: invoiceLinesTotal(invoice.lines),
});
