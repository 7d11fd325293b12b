export {
  decodeCatRecord,
  encodeCatRecord,
  type CatRecordDecodeResult,
  type CatRecordFailureReason,
  type DecodedCatRecord,
} from './catRecordCodec';
