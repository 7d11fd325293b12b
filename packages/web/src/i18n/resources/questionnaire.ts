/**
 * The questionnaire screens' strings, used as `t('questionnaire.<screen>.<key>')`: US English is
 * the base; the British object (`questionnaire.enGB.ts`) holds only what differs.
 *
 * Screens: `mq` (Flow, /medical-questionnaire), `confirm` (MQBase, /mq/confirm). The questions'
 * ids, options and rules live in the core (MEDICAL_QUESTIONNAIRE_SECTIONS); their words here
 * under `mq.q.<id>` and `mq.sections.<id>`. `mq.issues` words the core's issue codes after the
 * rules of spec section 5.
 */
export const QUESTIONNAIRE_EN_US = {
  mq: {
    brand: 'Scanwise',
    back: 'Back to Home',
    title: 'Medical questionnaire',
    forScan: 'For your {{scan}} on {{date}}',
    forScanUndated: 'For your {{scan}}',
    intro:
      'Your answers help the radiology team keep your scan safe and read it well. It takes about 10 minutes. Your answers are saved on this device as you go, so you can stop and come back.',
    loading: 'Opening your questionnaire…',
    loadFailed: 'We could not open your questionnaire',
    loadFailedDescription: 'Check your connection and try again. Nothing you answered is lost.',
    noTask: {
      title: 'No questionnaire to fill in',
      description:
        'There is no open medical questionnaire for this scan. If you already sent it, your care team has it.',
    },
    done: {
      title: 'Thank you, your questionnaire is sent',
      description:
        'Your care team will read it before your scan. If anything changes, tell the team when you arrive.',
      home: 'Back to Home',
    },
    resumed: 'Welcome back: we kept your answers.',
    oneTap: 'We added the answer you chose in our e-mail. Check it as you go.',
    progress: {
      label: 'Questionnaire progress',
      step: 'Step {{step}} of {{total}}',
      value: '{{answered}} of {{total}} questions answered',
    },
    save: {
      pending: 'Saving…',
      saved: 'Saved',
      failed: 'Not saved on this device. Keep this page open until you send your answers.',
    },
    actions: {
      next: 'Continue',
      back: 'Back',
      review: 'Review answers',
      submit: 'Send my answers',
      submitting: 'Sending…',
      edit: 'Edit',
      editSection: 'Edit {{section}}',
    },
    issuesSummary_one: 'Please check {{count}} answer on this step.',
    issuesSummary_other: 'Please check {{count}} answers on this step.',
    submitFailed:
      'We could not send your answers just now. They are saved on this device: try again in a moment.',
    review: {
      title: 'Check your answers',
      intro: 'Look over your answers, then send them to your care team.',
      notAnswered: 'Not answered',
    },
    requiredNote: 'Questions marked * need an answer.',
    issues: {
      required: 'The {{label}} field is required.',
      notANumber: 'Enter {{label}} in numbers, for example {{example}}.',
      outOfRange: 'Enter {{label}} between {{min}} and {{max}}.',
      tooLong: 'The {{label}} field must be less than {{max}} characters.',
      notAnOption: '{{label}} is not valid.',
    },
    measure: {
      switchLabel: 'Enter {{label}} in',
      units: {
        ftIn: 'Feet and inches',
        cm: 'Centimeters',
        lb: 'Pounds',
        stLb: 'Stones and pounds',
        kg: 'Kilograms',
      },
      parts: {
        ft: 'feet',
        in: 'inches',
        cm: 'centimeters',
        st: 'stones',
        lb: 'pounds',
        kg: 'kilograms',
      },
      short: {
        ft: '{{value}} ft',
        in: '{{value}} in',
        cm: '{{value}} cm',
        st: '{{value}} st',
        lb: '{{value}} lb',
        kg: '{{value}} kg',
      },
      example: {
        ftIn: '5 ft 8 in',
        cm: '172 cm',
        lb: '150 lb',
        stLb: '10 st 10 lb',
        kg: '68 kg',
      },
    },
    answer: {
      yes: 'Yes',
      no: 'No',
    },
    sections: {
      body: { title: 'About you', intro: 'Your height and weight help us set up the scanner.' },
      implants: {
        title: 'Implants and metal',
        intro: 'MRI uses a strong magnet. Some devices and metal are not safe near it.',
      },
      pregnancy: {
        title: 'Pregnancy',
        intro: 'Some scans are not done during pregnancy, or need extra care.',
      },
      comfort: {
        title: 'Comfort during the scan',
        intro: 'Scans take 20 to 60 minutes lying in a narrow space. Tell us what helps.',
      },
      kidneys: {
        title: 'Kidneys and contrast',
        intro: 'Some scans use a contrast dye that your kidneys clear from your body.',
      },
      history: {
        title: 'Health history and medicines',
        intro: 'This helps the radiologist read your images.',
      },
    },
    q: {
      height: { label: 'Height', question: 'Your height' },
      weight: { label: 'Weight', question: 'Your weight' },
      pacemaker: {
        label: 'Pacemaker or implanted device',
        question:
          'Do you have a pacemaker, defibrillator, nerve stimulator, insulin pump or cochlear implant?',
      },
      metalImplants: {
        label: 'Metal implants',
        question:
          'Do you have any other metal in your body, such as joint replacements, plates, screws, clips or stents?',
      },
      metalImplantsDetails: {
        label: 'Implant details',
        question: 'What implant is it, and when was it placed?',
      },
      metalFragments: {
        label: 'Metal fragments',
        question:
          'Have you ever had metal in your eyes or body from an injury or from welding or grinding work?',
      },
      pregnant: {
        label: 'Pregnancy',
        question: 'Are you, or could you be, pregnant?',
        options: {
          no: 'No',
          yes: 'Yes',
          unsure: 'I am not sure',
          notApplicable: 'Does not apply to me',
        },
      },
      breastfeeding: { label: 'Breastfeeding', question: 'Are you breastfeeding?' },
      claustrophobia: {
        label: 'Closed spaces',
        question: 'How do you feel in small, closed spaces?',
        options: {
          none: 'Comfortable',
          mild: 'A little anxious',
          severe: 'Very anxious: I may need support',
        },
      },
      lieStill: {
        label: 'Lying still',
        question: 'Can you lie flat on your back and keep still for 30 minutes?',
      },
      kidneyDisease: {
        label: 'Kidney disease',
        question: 'Do you have kidney disease, or have you had a kidney transplant or dialysis?',
      },
      diabetes: { label: 'Diabetes', question: 'Do you have diabetes?' },
      contrastReaction: {
        label: 'Contrast reaction',
        question: 'Have you ever had a reaction to a contrast dye?',
      },
      contrastReactionDetails: {
        label: 'Reaction details',
        question: 'What happened, and which dye was it (if you know)?',
      },
      previousCancer: { label: 'Previous cancer', question: 'Have you ever had cancer?' },
      previousCancerDetails: {
        label: 'Cancer details',
        question: 'Which cancer, when, and how was it treated?',
      },
      takesMedication: {
        label: 'Medicines',
        question: 'Do you take any medicines, including supplements?',
      },
      medicationList: {
        label: 'Medicine list',
        question: 'Which medicines, and how much of each?',
        hint: 'For example: metformin 500 mg twice a day.',
      },
      allergies: {
        label: 'Allergies',
        question: 'Any allergies we should know about? (optional)',
      },
    },
  },
  confirm: {
    brand: 'Scanwise',
    title: 'Confirm your answer',
    intro:
      'You chose this answer in our e-mail. Confirm it, and we add it to your medical questionnaire.',
    youAnswered: 'Your answer',
    confirm: 'Confirm and continue',
    notRight: 'That is not right: open the questionnaire',
    next: 'Next you sign in (if you are not already) and check the rest of your questionnaire.',
    missing: {
      title: 'Nothing to confirm',
      description:
        'This page confirms an answer from one of our e-mails. Open the link in the e-mail again, or fill in your questionnaire from Home.',
    },
    invalid: {
      title: 'This link does not work',
      description:
        'The link may be incomplete or changed. Fill in your questionnaire from Home instead: your answers are the same.',
    },
    home: 'Go to Home',
  },
};
