export type { CrossTabChannel } from './broadcast';
export type { Clock, TimerHandle } from './clock';
export type { Breadcrumb, ErrorReportingPort } from './errorReporting';
export type {
  AbortSignalLike,
  HttpMethod,
  HttpPort,
  HttpRequest,
  HttpResponse,
  PlatformBody,
} from './http';
export type {
  IdentityError,
  IdentityErrorCode,
  IdentityEvent,
  IdentityPort,
  SignInKind,
  SignedInUser,
  StoredSessions,
  UserProfile,
} from './identity';
export type { Logger } from './logger';
export type {
  CardElementHandle,
  CardFieldError,
  CardFieldMount,
  CardFieldOptions,
  CardFieldState,
  CardFieldStyle,
  CardInput,
  CardPaymentPort,
  CardPaymentResult,
  MountedCardField,
} from './payment';
export type {
  HubConnection,
  HubConnectionFactory,
  HubConnectionOptions,
  HubConnectionState,
} from './realtime';
export type { PrivacySignalPort } from './privacySignal';
export type { KeyValueStorage, StoragePorts } from './storage';
export type { TrackingEvent, TrackingPort } from './tracking';
export type {
  DicomHeaderFacts,
  DicomInspection,
  DicomInspector,
  StoredUpload,
  UploadEvents,
  UploadFailure,
  UploadFailureKind,
  UploadFile,
  UploadHandle,
  UploadPort,
  UploadStartOptions,
} from './upload';
