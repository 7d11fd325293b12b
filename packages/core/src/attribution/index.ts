export {
  ArrivalAttribution,
  type ArrivalAttributionOptions,
  type SaveUtm,
} from './arrivalAttribution';
export { captureArrivalUtm } from './arrivalUtm';
export { UTM_PARAM_KEYS, UTM_VALUE_MAX_LENGTH, utmParamsFromQuery } from './utmParams';
