/**
 * The CAT (Coronary Assessment Test: the heart health check) screens and the image viewer's
 * entry and happiness score, used as `t('cat.<screen>.<key>')`. US English is the base; the
 * British object (`cat.enGB.ts`) holds only what differs. See
 * docs/adr/0034-cat-heart-health-check-and-viewer.md.
 */
export const CAT_EN_US = {
  common: {
    name: 'Heart health check',
    notDiagnosis: 'This check is a guide, not a diagnosis.',
    urgent:
      'If you have chest pain, pressure or breathlessness that is new, getting worse or happens at rest, do not wait for a scan: call 911 or see a doctor today.',
    start: 'Start the heart check',
  },
  answers: {
    yes: 'Yes',
    no: 'No',
    unsure: 'Not sure',
  },
  questions: {
    symptoms: {
      title: 'Do you get chest discomfort or unusual shortness of breath when you are active?',
      help: 'For example when climbing stairs or walking briskly. Think of the past few months.',
    },
    familyHistory: {
      title:
        'Has a parent, brother or sister had heart disease or a heart attack before the age of 60?',
      help: 'Heart disease in close family at a younger age can raise your own risk.',
    },
    priorScore: {
      title: 'Has an earlier heart scan given you a coronary calcium score above 10?',
      help: 'A calcium score measures hardened plaque in the heart’s arteries. Choose “Not sure” if you have never had one.',
    },
    stent: {
      title: 'Do you have a stent in one of your heart’s arteries?',
      help: 'A stent is a small mesh tube placed to keep an artery open.',
    },
    pacemaker: {
      title: 'Do you have a pacemaker or an implanted defibrillator?',
      help: 'These devices sit under the skin and help keep your heartbeat regular.',
    },
  },
  questionnaire: {
    introTitle: 'Is a heart CT scan right for you?',
    intro:
      'Five short questions, about two minutes. You will see what your answers suggest and what a heart CT scan (a coronary calcium score) could add.',
    privacy:
      'Your answers stay in this browser until you choose to save them to an account. We never use them for advertising.',
    resume: 'Continue where you left off',
    restart: 'Start again',
    progress: 'Question {{current}} of {{total}}',
    back: 'Back',
    next: 'Next',
    seeResults: 'See my results',
    chooseAnswer: 'Choose an answer to continue.',
    loading: 'Loading your saved answers…',
    loadFailed: 'We could not load your saved answers',
    loadFailedHelp: 'Check your connection and try again, or start the check afresh.',
    startFresh: 'Start afresh',
  },
  results: {
    title: 'Your heart check results',
    loading: 'Getting your results…',
    loadFailed: 'We could not get your results',
    emptyTitle: 'No answers yet',
    emptyBody: 'Answer five short questions to see your results.',
    band: {
      LOW: {
        title: 'No risk factors in your answers',
        body: 'None of your answers point to a raised chance of heart disease. Questions cannot see inside your arteries, though: a calcium score can confirm where you stand.',
      },
      MODERATE: {
        title: 'One risk factor in your answers',
        body: 'One of your answers is linked to a higher chance of plaque in the heart’s arteries. This is common and does not mean you have heart disease.',
      },
      HIGH: {
        title: 'A few risk factors in your answers',
        body: 'A few of your answers are linked to a higher chance of plaque in the heart’s arteries. It does not mean you have heart disease; it is worth talking it through with your doctor.',
      },
    },
    bandLabel: 'Result',
    factorsTitle: 'What shaped your result',
    factor: {
      symptoms: 'Chest discomfort or breathlessness when active',
      familyHistory: 'Heart disease in close family before 60',
      priorScore: 'An earlier calcium score above 10',
    },
    noFactors: 'None of the risk questions were answered yes.',
    scanTitle: 'What a heart CT scan adds',
    scanBody:
      'A heart CT scan takes a few minutes and needs no injection. It measures calcium in the heart’s arteries (your calcium score), an early sign of plaque that questions alone cannot see, so you and your doctor can plan with real numbers.',
    ineligibleTitle: 'A heart CT scan may not suit you',
    ineligible: {
      stent:
        'With a coronary stent, a calcium score is not reliable, so we would not recommend this scan.',
      pacemaker:
        'With a pacemaker or defibrillator, a calcium score is not reliable, so we would not recommend this scan.',
    },
    ineligibleNext: 'Your doctor can suggest other ways to check your heart.',
    saveTitle: 'Keep your results',
    saveBody: 'Create a free account to save your answers and book a scan when you are ready.',
    saveCta: 'Save my results',
    saved: 'Saved to your account.',
    saving: 'Saving your answers to your account…',
    saveFailed: 'We could not save your answers. They are still here, so you can try again.',
    retrySave: 'Try saving again',
    bookScan: 'Book a heart CT scan',
    changeAnswers: 'Change my answers',
  },
  signUp: {
    title: 'Save your heart check results',
    intro: 'Create a free account and your answers are saved to it as soon as you are signed in.',
    create: 'Create an account',
    signIn: 'I already have an account',
    privacy:
      'Your answers are health information: we keep them private and never use them for advertising.',
    summary: 'Your result: {{band}}',
    savingTitle: 'Saving your answers',
    saving: 'Saving your answers to your account…',
    saved: 'Your answers are saved to your account.',
    saveFailed: 'We could not save your answers. They are still here, so you can try again.',
    retry: 'Try again',
    viewResults: 'See my results',
    emptyTitle: 'Nothing to save yet',
    emptyBody: 'Answer the heart check first, then save your results.',
    back: 'Back to my results',
  },
  viewer: {
    open: 'Open image viewer',
    newTab: '(opens in a new tab)',
    help: 'See your scan images in the secure image viewer.',
    feedbackTitle: 'How was the image viewer?',
    feedbackHelp: 'Optional: your rating helps us make it better.',
    scoreLegend: 'Your rating',
    score: {
      '1': 'Very poor',
      '2': 'Poor',
      '3': 'Okay',
      '4': 'Good',
      '5': 'Very good',
    },
    comment: 'Anything to add? (optional)',
    send: 'Send rating',
    notNow: 'Not now',
    chooseScore: 'Choose a rating to send.',
    sent: 'Thank you for your feedback.',
    failed: 'We could not send your rating. It is kept here, so you can try again.',
  },
};
