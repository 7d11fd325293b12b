export {
  LOGGED_OUT_REASONS,
  ScanwiseEventBus,
  type LoggedOutReason,
  type ScanwiseEvent,
  type ScanwiseEventEmitter,
  type ScanwiseEventMap,
  type ScanwiseEventType,
} from './eventBus';
