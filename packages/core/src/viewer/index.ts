export {
  VIEWER_COMMENT_MAX_LENGTH,
  VIEWER_SCORES,
  ViewerFeedback,
  ViewerFeedbacks,
  viewerFeedbackKey,
  type ViewerFeedbackCalls,
  type ViewerFeedbackDraft,
  type ViewerFeedbackOptions,
  type ViewerFeedbackState,
} from './viewerFeedback';
