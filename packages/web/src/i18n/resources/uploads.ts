/**
 * The upload screens' strings, used as `t('uploads.<screen>.<key>')`: US English is the base; the
 * British object (`uploads.enGB.ts`) holds only what differs (spelling).
 *
 * Screens: `mammo` (MammoFileUpload, /mammo-upload/:encounterId). `refusal` words the core's
 * refusal codes (checkMammoUploadFile), `failure` the upload port's failure kinds, `errors` the
 * MemberApiError message keys of the screen's own loads (spec 8: "not shown").
 */
export const UPLOADS_EN_US = {
  mammo: {
    brand: 'Scanwise',
    title: 'Upload your mammography files',
    forScan: 'For your {{scan}} on {{date}}',
    forScanUndated: 'For your {{scan}}',
    intro:
      'Your radiologist compares your new images with earlier ones, so changes are easier to see. Send the files your previous imaging provider gave you; they go straight to your care team.',
    loading: 'Getting your upload ready…',
    loadFailed: 'We could not open the upload',
    what: {
      title: 'What you can send',
      dicom:
        'DICOM images: the files on a CD or in a download from your provider (often .dcm, sometimes with no extension)',
      pdf: 'PDF reports from earlier mammograms',
      images: 'Photos of films or screenshots of a viewer (JPEG or PNG)',
      archives: 'Unzip compressed folders (.zip) first, then pick the files inside.',
      limit: 'Up to {{size}} per file. Pick as many files as you like, or a whole folder.',
      resume:
        'If your connection drops, the upload continues by itself when it is back. If the page closes, come back and pick the same files again: they continue where they stopped.',
    },
    drop: {
      label: 'Drop your mammography files here',
      title: 'Drag files or a folder here',
      or: 'or',
      chooseFiles: 'Choose files',
      chooseFolder: 'Choose a folder',
    },
    files: {
      title: 'Your files',
      empty: 'No files added yet',
      emptyDescription: 'The files you pick appear here, each checked before it is sent.',
    },
    total: {
      label: 'Total progress',
      value: '{{sent}} of {{total}}',
    },
    summary: {
      uploaded_one: '{{done}} of {{count}} file uploaded.',
      uploaded_other: '{{done}} of {{count}} files uploaded.',
      allDone_one: 'Your file is uploaded.',
      allDone_other: 'All {{count}} files are uploaded.',
      checking_one: 'Checking {{count}} file.',
      checking_other: 'Checking {{count}} files.',
      refused_one: '{{count}} file was not accepted.',
      refused_other: '{{count}} files were not accepted.',
      failed_one: '{{count}} upload stopped: try it again.',
      failed_other: '{{count}} uploads stopped: try them again.',
      interrupted_one: '{{count}} upload is waiting for its file.',
      interrupted_other: '{{count}} uploads are waiting for their files.',
    },
    entry: {
      progress: 'Upload progress of {{name}}',
      progressValue: '{{sent}} of {{total}}',
      size: '{{size}}',
      checking: 'Checking the file…',
      interrupted:
        'This upload stopped when the page closed. Choose the same file again to continue where it left off.',
      studyDate: 'Study date {{date}}',
      noStudyDate: 'No study date recorded',
      modality: 'Modality {{modality}}',
      noModality: 'No modality recorded',
      notMammography:
        'This file is {{study}}, not a mammogram (MG). Check that it is the study you meant to send; breast ultrasound and MRI are welcome too.',
    },
    status: {
      checking: 'Checking',
      refused: 'Not accepted',
      waiting: 'Waiting',
      uploading: 'Uploading',
      paused: 'Paused',
      failed: 'Stopped',
      done: 'Uploaded',
      cancelled: 'Canceled',
      interrupted: 'Not finished',
    },
    kind: {
      dicom: 'DICOM image',
      pdf: 'PDF report',
      jpeg: 'JPEG picture',
      png: 'PNG picture',
    },
    modalityName: {
      US: 'an ultrasound',
      MR: 'an MRI',
      CT: 'a CT scan',
      PT: 'a PET scan',
      CR: 'an X-ray',
      DX: 'an X-ray',
      other: 'another kind of study ({{modality}})',
    },
    actions: {
      pause: 'Pause',
      resume: 'Resume',
      retry: 'Try again',
      cancel: 'Cancel',
      remove: 'Remove',
      chooseAgain: 'Choose the file again',
      forFile: '{{action}} {{name}}',
    },
    refusal: {
      empty: 'This file is empty.',
      'too-large': 'This file is larger than {{size}}, the most we accept per file.',
      archive:
        'This is a compressed archive (such as .zip). Unzip it first, then pick the files inside.',
      'dicom-directory':
        'This is the DICOMDIR index of a disc: it lists the images but holds none. Pick the image files beside it instead.',
      'unsupported-type':
        'We cannot use this kind of file. Send DICOM images, PDF reports, or JPEG or PNG pictures.',
      'content-mismatch':
        'The name of this file does not match what is inside (it may have been renamed). Pick the original file.',
      'not-dicom':
        'This file is named as a DICOM image but has no DICOM header. Pick the original file from your provider.',
      truncated:
        'This DICOM file is incomplete: it may have been cut off while copying. Copy it again from the disc or download.',
      duplicate: 'You have already added this file.',
      unreadable: 'We could not read this file. Check that it is still there and try again.',
    },
    failure: {
      network: 'The connection dropped. What was sent is kept: try again to continue from there.',
      unauthorized: 'Your session has ended. Sign in again, then continue the upload.',
      gone: 'This upload expired on our side. Try again to send the file from the start.',
      'too-large': 'This file is larger than we accept.',
      refused: 'Our service did not take the file just now. Please try again in a moment.',
    },
    units: {
      bytes_one: '{{value}} byte',
      bytes_other: '{{value}} bytes',
      KB: '{{value}} KB',
      MB: '{{value}} MB',
      GB: '{{value}} GB',
    },
    done: {
      title: 'Your files are with your care team',
      titleSome: 'Some of your files are with your care team',
      notSent_one: '{{count}} file was not sent: the list below says why.',
      notSent_other: '{{count}} files were not sent: the list below says why.',
      description:
        'Thank you. Your radiologist will compare them with your new images. You can add more files at any time.',
      received: 'What your care team received',
      home: 'Back to Home',
      scans: 'See your scans',
    },
  },
  errors: {
    offline: 'You seem to be offline. Check your connection and try again.',
    timeout: 'This is taking longer than it should. Please try again.',
    canceled: 'The request was canceled. Please try again.',
    signedOut: 'Your session has ended. Please sign in again.',
    notFound: 'We could not find this scan. Open the upload again from your scans.',
    conflict: 'This clashes with details we already hold.',
    invalidInput: 'Some details were not accepted. Please try again.',
    tooManyRequests: 'Too many attempts. Wait a moment and try again.',
    server: 'Our service is having a problem. Please try again in a moment.',
    unexpectedAnswer: 'We received an answer we did not expect. Please try again.',
    unknown: 'Something went wrong on our side. Check your connection and try again.',
  },
};
