export {
  NO_PIXEL_IDS_MESSAGE,
  createGtmPixelTracking,
  dataLayerEntry,
  eventName,
  socialPixels,
} from './gtmPixelTracking';
export type { GtmPixelTracking, PixelDefinition, TrackingOptions } from './gtmPixelTracking';
