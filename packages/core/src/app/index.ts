export {
  createScanwiseCore,
  type CreateScanwiseCoreOptions,
  type ScanwiseConfig,
  type ScanwiseCore,
  type ScanwisePorts,
} from './createScanwiseCore';
