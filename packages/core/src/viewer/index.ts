export {
  ViewerFeedback,
  ViewerFeedbacks,
  viewerFeedbackKey,
  type ViewerFeedbackCalls,
  type ViewerFeedbackDraft,
  type ViewerFeedbackOptions,
  type ViewerFeedbackState,
} from './viewerFeedback';
