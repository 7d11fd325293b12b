export {
  NO_PIXEL_IDS_MESSAGE,
  TIKTOK_PIXEL_SCRIPT,
  createGtmPixelTracking,
  dataLayerEntry,
  eventName,
  socialPixels,
} from './gtmPixelTracking';
export type {
  FramePixelDefinition,
  GtmPixelTracking,
  PixelDefinition,
  ScriptPixelDefinition,
  TiktokQueue,
  TrackingOptions,
} from './gtmPixelTracking';
