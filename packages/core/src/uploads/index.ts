export { MAMMO_UPLOAD_LIMITS, MAMMO_UPLOAD_TUS_PATH } from './mammoUploadLimits';
