import type { CallName, CallParams, CallQuery, CallRequest, CallResponse } from './calls';
import type { AddOn, Discount, Offer, Partner, Plan } from './catalog';
import type { Appointment, AvailabilitySlot, Center } from './centers';
import type { CatRecord, CatRecordWire, CatResult } from './cat';
import type { Encounter, Task, TaskNote } from './encounters';
import type { ApiError } from './errors';
import type { Invoice, PendingCharge, PendingChargeCompletion } from './billing';
import type { Address, Member, UtmParams } from './member';
import type { MemberDocument, Message } from './messages';
import type { DigitalReport, Report } from './reports';
import type { MammoUpload, PartnerAssociation } from './requests';

/**
 * Realistic example payloads: one per entity and one request/response pair per call. Tests of
 * the schemas, the HTTP client and the mock platform can start from these. All values are
 * fictitious.
 */

const usAddress: Address = {
  line1: '350 Fifth Avenue',
  line2: 'Suite 4200',
  city: 'New York',
  state: 'NY',
  postalCode: '10118',
  country: 'US',
};

const gbAddress: Address = {
  line1: '10 Downing Street',
  city: 'London',
  state: 'LDN',
  postalCode: 'SW1A 2AA',
  country: 'GB',
};

const utm: UtmParams = {
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'spring-body-scan',
};

const member: Member = {
  id: 'mbr_01HZX3',
  email: 'jane.doe@example.com',
  phoneNumber: '+12125550123',
  termsOfService: '2026-01-15T10:00:00Z',
  firstName: 'Jane',
  lastName: 'Doe',
  dob: '1980-04-12',
  sex: 'FEMALE',
  address: usAddress,
  country: 'US',
  locale: 'en-us',
  timeZone: 'America/New_York',
  optInEmailNotifications: true,
  optInPhoneNotifications: false,
  utm,
  partnerId: null,
  offerCode: null,
  offerType: null,
  created: '2026-01-15T09:58:12.345Z',
};

const plan: Plan = {
  id: 'pkg_full_body',
  name: 'Full Body Scan',
  description: 'MRI of the head, neck, chest, abdomen and pelvis.',
  kind: 'BODY_SCAN',
  country: 'US',
  price: 249_900,
  currency: 'USD',
  durationMinutes: 60,
  features: ['Head to pelvis MRI', 'Radiologist review', 'Digital report'],
  eligibleSexes: [],
  addOnIds: ['addon_heart_ct'],
  active: true,
};

const addOn: AddOn = {
  id: 'addon_heart_ct',
  name: 'Heart CT (calcium score)',
  description: 'Low-dose CT of the coronary arteries.',
  price: 39_900,
  currency: 'USD',
  packageIds: ['pkg_full_body'],
};

const discount: Discount = {
  id: 'dsc_spring',
  code: 'SPRING10',
  kind: 'PERCENT',
  percentOff: 10,
  amountOff: null,
  currency: 'USD',
  description: '10% off any scan',
  packageIds: [],
  expires: '2026-06-01T00:00:00Z',
};

const partner: Partner = {
  id: 'ptn_acme',
  name: 'acme',
  displayName: 'Acme Corp',
  logoUrl: 'https://cdn.example.com/partners/acme.svg',
};

const offer: Offer = {
  code: 'ACME2026',
  type: 'SPONSORED',
  partner,
  discount: { ...discount, id: 'dsc_acme', code: 'ACME2026', percentOff: 100 },
  packageIds: ['pkg_full_body'],
  encounterName: 'Acme annual screening',
  expires: null,
};

const center: Center = {
  id: 'ctr_nyc_5th',
  name: 'Scanwise Fifth Avenue',
  country: 'US',
  state: 'NY',
  city: 'New York',
  addressLine: '350 Fifth Avenue',
  postalCode: '10118',
  timeZone: 'America/New_York',
  bookingProvider: 0,
  onlineBooking: true,
  phoneNumber: '+12125550100',
  latitude: 40.7484,
  longitude: -73.9857,
};

const slot: AvailabilitySlot = {
  centerId: 'ctr_nyc_5th',
  start: '2026-03-02T14:00:00Z',
  end: '2026-03-02T15:00:00Z',
};

const appointment: Appointment = {
  id: 'apt_7781',
  encounterId: 'enc_1001',
  centerId: 'ctr_nyc_5th',
  start: '2026-03-02T14:00:00Z',
  end: '2026-03-02T15:00:00Z',
  bookingCode: 'SW-7781',
  status: 'CONFIRMED',
  center,
};

const encounter: Encounter = {
  id: 'enc_1001',
  created: '2026-02-01T12:00:00Z',
  updated: '2026-02-01T12:30:00Z',
  name: 'Full Body Scan',
  kind: 'BODY_SCAN',
  status: 'SCHEDULED',
  package: { id: 'pkg_full_body', name: 'Full Body Scan', kind: 'BODY_SCAN' },
  addOnIds: ['addon_heart_ct'],
  appointment,
  bookingProvider: 0,
  nextStep: 'COMPLETE_QUESTIONNAIRE',
  reportAvailable: false,
  partnerId: null,
};

const task: Task = {
  id: 'tsk_501',
  created: '2026-02-01T12:31:00Z',
  type: 'MEDICAL_QUESTIONNAIRE',
  title: 'Complete your medical questionnaire',
  done: false,
  encounterId: 'enc_1001',
  due: '2026-03-01T23:59:00Z',
  completed: null,
};

const taskNote: TaskNote = {
  id: 'note_9001',
  taskId: 'tsk_501',
  type: 'MEMBERTASK',
  created: '2026-02-02T08:00:00Z',
  text: 'Questionnaire started',
  done: false,
  task,
};

const finding = {
  id: 'fnd_1',
  title: 'Liver',
  snippets: [{ text: 'Small simple cyst.', eScore: 1, potentialCancer: false }],
  subFindings: [
    { title: 'Segment IV', snippets: [{ text: 'Benign.', eScore: 1, potentialCancer: false }] },
  ],
};

const report: Report = {
  id: 'rpt_300',
  encounterId: 'enc_1001',
  title: 'Full Body Scan report',
  created: '2026-03-09T16:00:00Z',
  summary: 'No findings of concern.',
  findings: [finding],
};

const digitalReport: DigitalReport = {
  id: 'drp_300',
  encounterId: 'enc_1001',
  reportId: 'rpt_300',
  title: 'Your digital report',
  created: '2026-03-09T16:00:00Z',
  summary: 'No findings of concern.',
  radiologist: 'Dr. Priya Raman, MD',
  scanned: '2026-03-02T15:30:00Z',
  sections: [{ id: 'sec_abdomen', title: 'Abdomen', body: 'Normal study.', findings: [finding] }],
  findings: [finding],
  viewerAvailable: true,
  viewerUrl: 'https://viewer.example.com/studies/enc_1001',
};

const invoice: Invoice = {
  id: 'inv_42',
  number: 'SW-2026-00042',
  created: '2026-02-01T12:29:00Z',
  amount: 289_800,
  currency: 'USD',
  status: 'PAID',
  dueDate: '2026-02-01',
  lines: [
    { description: 'Full Body Scan', quantity: 1, unitAmount: 249_900, amount: 249_900 },
    { description: 'Heart CT (calcium score)', quantity: 1, unitAmount: 39_900, amount: 39_900 },
  ],
  encounterId: 'enc_1001',
  pdfUrl: 'https://files.example.com/invoices/inv_42.pdf',
};

const pendingCharge: PendingCharge = {
  id: 'pch_77',
  packageId: 'pkg_full_body',
  encounterId: 'enc_1001',
  clientSecret: 'pi_3Mtw_secret_abc123',
  amount: 289_800,
  currency: 'USD',
  status: 'PENDING',
};

const completion: PendingChargeCompletion = {
  id: 'pch_77',
  encounterId: 'enc_1001',
  status: 'SUCCEEDED',
  invoiceId: 'inv_42',
};

const message: Message = {
  id: 'msg_1',
  threadId: 'thr_1',
  from: 'care-team',
  subject: 'Your appointment',
  body: 'Please arrive 15 minutes early.',
  created: '2026-02-05T09:00:00Z',
  read: false,
};

const memberDocument: MemberDocument = {
  id: 'doc_1',
  title: 'Full Body Scan report (PDF)',
  kind: 'REPORT',
  created: '2026-03-09T16:00:00Z',
  contentType: 'application/pdf',
  size: 482_113,
  url: 'https://files.example.com/reports/rpt_300.pdf',
  encounterId: 'enc_1001',
};

const catWire: CatRecordWire = {
  id: 'cat_1',
  payload: '{"cacSymptoms":false,"cacStent":false,"cacPacemaker":false}',
  created: '2026-01-20T10:00:00Z',
  updated: null,
};

const catRecord: CatRecord = {
  id: 'cat_1',
  payload: catWire.payload,
  data: { cacSymptoms: false, cacStent: false, cacPacemaker: false },
  created: '2026-01-20T10:00:00Z',
};

const catResult: CatResult = {
  riskLevel: 'MODERATE',
  eligible: true,
  recommendedPackageId: 'pkg_heart_ct',
  reasons: ['Age over 40', 'Family history of heart disease'],
  created: '2026-01-20T10:01:00Z',
};

const association: PartnerAssociation = {
  associated: true,
  partner,
  offerType: 'SPONSORED',
  memberId: 'mbr_01HZX3',
};

const mammoUpload: MammoUpload = {
  id: 'mup_1',
  encounterId: 'enc_2002',
  fileName: 'prior-mammo-2025.dcm',
  size: 12_582_912,
  uploadUrl: '/packages/uploads/mup_1',
  created: '2026-02-10T11:00:00Z',
  completed: null,
};

const apiError: ApiError = {
  code: 'invalid_payload',
  message: 'address.postalCode: Expected a US postal code',
  path: ['address', 'postalCode'],
};

/** One realistic value per entity schema, keyed by the schema's type name. */
export const ENTITY_EXAMPLES = {
  Address: usAddress,
  AddressGb: gbAddress,
  UtmParams: utm,
  Member: member,
  Plan: plan,
  AddOn: addOn,
  Discount: discount,
  Partner: partner,
  Offer: offer,
  Center: center,
  AvailabilitySlot: slot,
  Appointment: appointment,
  Encounter: encounter,
  Task: task,
  TaskNote: taskNote,
  Report: report,
  DigitalReport: digitalReport,
  Invoice: invoice,
  PendingCharge: pendingCharge,
  PendingChargeCompletion: completion,
  Message: message,
  MemberDocument: memberDocument,
  CatRecordWire: catWire,
  CatRecord: catRecord,
  CatResult: catResult,
  PartnerAssociation: association,
  MammoUpload: mammoUpload,
  ApiError: apiError,
} as const;

/** One valid payload per role of HUB_PAYLOAD_SCHEMAS. */
export const HUB_PAYLOAD_EXAMPLES = {
  taskWatchState: { tasks: [task] },
  taskNote,
  taskCompletePayload: { id: 'tsk_501', encounterId: 'enc_1001', data: { answers: { q1: 'no' } } },
  encounterWatchState: { encounters: [encounter] },
  encounterUpdate: { ...encounter, status: 'SCANNED', nextStep: 'AWAIT_REPORT' },
  messageUpdate: ENTITY_EXAMPLES.Message,
} as const;

export interface CallExample<N extends CallName> {
  readonly params: CallParams<N>;
  readonly query: CallQuery<N>;
  readonly request: CallRequest<N>;
  readonly response: CallResponse<N>;
}

/** One valid request and response per call of CALLS. */
export const CALL_EXAMPLES: { readonly [N in CallName]: CallExample<N> } = {
  createPendingCharge: {
    params: { id: 'pkg_full_body' },
    query: undefined,
    request: {
      packageId: 'pkg_full_body',
      addOnIds: ['addon_heart_ct'],
      promoCode: 'SPRING10',
      encounterId: 'enc_1001',
      slot: { centerId: 'ctr_nyc_5th', start: '2026-03-02T14:00:00Z' },
    },
    response: pendingCharge,
  },
  completePendingCharge: {
    params: { id: 'pkg_full_body' },
    query: undefined,
    request: undefined,
    response: completion,
  },
  memberUtm: { params: {}, query: undefined, request: utm, response: undefined },
  memberTos: {
    params: {},
    query: undefined,
    request: { accepted: true, version: '2026-01' },
    response: member,
  },
  memberCreate: {
    params: {},
    query: undefined,
    request: {
      email: 'jane.doe@example.com',
      password: 'correct horse battery staple',
      firstName: 'Jane',
      lastName: 'Doe',
      phoneNumber: '+12125550123',
      dob: '1980-04-12',
      sex: 'FEMALE',
      country: 'US',
      timeZone: 'America/New_York',
      locale: 'en-us',
      optInEmailNotifications: true,
      optInPhoneNotifications: false,
      utm,
    },
    response: { ...member, termsOfService: null },
  },
  memberRegisterMammogram: {
    params: {},
    query: undefined,
    request: {
      email: 'mary.smith@example.co.uk',
      firstName: 'Mary',
      lastName: 'Smith',
      phoneNumber: '+447700900123',
      dob: '1972-09-30',
      sex: 'FEMALE',
      address: gbAddress,
      centerId: 'ctr_ldn_harley',
      packageId: 'pkg_mammo',
      slotStart: '2026-03-05T09:30:00Z',
      priorMammogram: true,
      priorMammogramDate: '2024-03-01',
      timeZone: 'Europe/London',
    },
    response: {
      member: {
        ...member,
        id: 'mbr_02',
        email: 'mary.smith@example.co.uk',
        address: gbAddress,
        country: 'GB',
        timeZone: 'Europe/London',
      },
      encounter: {
        ...encounter,
        id: 'enc_2002',
        kind: 'MAMMOGRAPHY',
        status: 'AWAITING_SCHEDULING',
        appointment: null,
        nextStep: 'UPLOAD_MAMMOGRAM',
      },
    },
  },
  catSave: {
    params: {},
    query: undefined,
    request: { payload: catWire.payload },
    response: catWire,
  },
  catGet: { params: {}, query: undefined, request: undefined, response: catWire },
  memberGet: { params: {}, query: undefined, request: undefined, response: member },
  memberPatch: {
    params: {},
    query: undefined,
    request: { phoneNumber: '+12125550999', optInPhoneNotifications: true },
    response: { ...member, phoneNumber: '+12125550999', optInPhoneNotifications: true },
  },
  initialSetup: {
    params: {},
    query: undefined,
    request: {
      legal: true,
      email: 'jane.doe@example.com',
      newPassword: 'correct horse battery staple',
      passwordResetToken: 'CfDJ8Nq1...token',
      timeZone: 'America/New_York',
      optInEmailNotifications: true,
      optInPhoneNotifications: false,
    },
    response: undefined,
  },
  viewerHappinessScore: {
    params: {},
    query: undefined,
    request: { encounterId: 'enc_1001', score: 5, comment: 'Clear and easy.' },
    response: {
      result: { id: 'vhs_1', encounterId: 'enc_1001', score: 5, created: '2026-03-10T08:00:00Z' },
    },
  },
  partnerAssociate: {
    params: {},
    query: undefined,
    request: { partnerName: 'acme', offerType: 'SPONSORED', offerCode: 'ACME2026' },
    response: association,
  },
  partnerCheckAssociation: {
    params: {},
    query: { partnerName: 'acme' },
    request: undefined,
    response: association,
  },
  memberAssociatePartner: {
    params: {},
    query: undefined,
    request: undefined,
    response: association,
  },
  bookingStage: {
    params: {},
    query: undefined,
    request: { stage: 'PACKAGE_SELECTED', packageId: 'pkg_full_body' },
    response: undefined,
  },
  trackingMetaConversion: {
    params: {},
    query: undefined,
    request: {
      eventName: 'Purchase',
      eventId: 'evt_5f1c',
      eventTime: 1_772_000_000,
      eventSourceUrl: 'https://app.scanwise.example/book-scan/scan-confirm',
      actionSource: 'website',
      value: 2898,
      currency: 'USD',
    },
    response: undefined,
  },
  identityLogout: {
    params: {},
    query: undefined,
    request: { id_token_hint: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJtYnIifQ.c2ln' },
    response: undefined,
  },
  planList: {
    params: {},
    query: { country: 'US' },
    request: undefined,
    response: [plan],
  },
  addOnList: {
    params: {},
    query: { country: 'US' },
    request: undefined,
    response: [addOn],
  },
  discountList: { params: {}, query: undefined, request: undefined, response: [discount] },
  discountLookup: {
    params: { code: 'SPRING10' },
    query: { packageId: 'pkg_full_body' },
    request: undefined,
    response: discount,
  },
  offerGet: { params: { code: 'ACME2026' }, query: undefined, request: undefined, response: offer },
  centerList: {
    params: {},
    query: { country: 'US', state: 'NY' },
    request: undefined,
    response: [center],
  },
  postalCodeLookup: {
    params: { postalCode: '10001' },
    query: { country: 'US' },
    request: undefined,
    response: { postalCode: '10001', country: 'US', latitude: 40.7506, longitude: -73.9972 },
  },
  availabilityList: {
    params: { centerId: 'ctr_nyc_5th' },
    query: { from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' },
    request: undefined,
    response: [slot],
  },
  appointmentReserve: {
    params: {},
    query: undefined,
    request: { encounterId: 'enc_1001', centerId: 'ctr_nyc_5th', start: '2026-03-02T14:00:00Z' },
    response: appointment,
  },
  appointmentReschedule: {
    params: { appointmentId: 'apt_7781' },
    query: undefined,
    request: { start: '2026-03-04T15:00:00Z', bookingCode: 'SW-7781' },
    response: {
      ...appointment,
      start: '2026-03-04T15:00:00Z',
      end: '2026-03-04T16:00:00Z',
      status: 'RESCHEDULED',
    },
  },
  appointmentCancel: {
    params: { appointmentId: 'apt_7781' },
    query: undefined,
    request: { reason: 'Travelling' },
    response: { ...appointment, status: 'CANCELLED' },
  },
  encounterList: { params: {}, query: undefined, request: undefined, response: [encounter] },
  encounterGet: {
    params: { encounterId: 'enc_1001' },
    query: undefined,
    request: undefined,
    response: encounter,
  },
  taskList: { params: {}, query: undefined, request: undefined, response: [task] },
  reportList: { params: {}, query: undefined, request: undefined, response: [report] },
  digitalReportGet: {
    params: { encounterId: 'enc_1001' },
    query: undefined,
    request: undefined,
    response: digitalReport,
  },
  invoiceList: { params: {}, query: undefined, request: undefined, response: [invoice] },
  messageList: { params: {}, query: undefined, request: undefined, response: [message] },
  messageMarkRead: {
    params: { messageId: 'msg_1' },
    query: undefined,
    request: undefined,
    response: { ...message, read: true },
  },
  messageSend: {
    params: {},
    query: undefined,
    request: { threadId: 'thr_1', subject: 'Re: Your appointment', body: 'Thank you!' },
    response: {
      ...message,
      id: 'msg_2',
      from: 'member',
      subject: 'Re: Your appointment',
      body: 'Thank you!',
      read: true,
    },
  },
  documentList: { params: {}, query: undefined, request: undefined, response: [memberDocument] },
  forgotPasswordRequest: {
    params: {},
    query: undefined,
    request: { email: 'jane.doe@example.com' },
    response: undefined,
  },
  forgotPasswordChange: {
    params: {},
    query: undefined,
    request: {
      email: 'jane.doe@example.com',
      code: '493817',
      newPassword: 'another long passphrase',
    },
    response: undefined,
  },
  mammoUploadRegister: {
    params: { encounterId: 'enc_2002' },
    query: undefined,
    request: {
      fileName: 'prior-mammo-2025.dcm',
      size: 12_582_912,
      contentType: 'application/dicom',
      studyDate: '2025-02-14',
      modality: 'MG',
    },
    response: mammoUpload,
  },
  mammoUploadList: {
    params: { encounterId: 'enc_2002' },
    query: undefined,
    request: undefined,
    response: [mammoUpload],
  },
  catResultsGet: { params: {}, query: undefined, request: undefined, response: catResult },
};
