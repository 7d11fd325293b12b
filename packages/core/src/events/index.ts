export {
  ScanwiseEventBus,
  type LoggedOutReason,
  type ScanwiseEvent,
  type ScanwiseEventEmitter,
  type ScanwiseEventMap,
  type ScanwiseEventType,
} from './eventBus';
