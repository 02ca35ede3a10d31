/** The applicant's consents on the process's timeline. */
export const consentRecordEn = {
  events: {
    "biometric-consent-given": "Applicant agreed to the processing of their face (biometric data)",
  },
};
