import { amlTexts } from "@/lib/steps/aml/texts";
import { codeTexts } from "@/lib/steps/code/texts";
import type { CheckFailureReason } from "@/lib/steps/common/applicant/check-failure-reason";
import { digitalKeyTexts } from "@/lib/steps/digital-key/texts";
import { documentTexts } from "@/lib/steps/document/texts";
import { faceTexts } from "@/lib/steps/face/texts";
import { jointOwnershipTexts } from "@/lib/steps/joint-ownership/texts";
import { videoconferenceTexts } from "@/lib/steps/videoconference/texts";

/** The applicant pages' texts in English (every other language is typed by these keys). */
export const applicantEn = {
  langTag: "en",
  continue: "Continue",
  sending: "Sending…",
  back: "Back",
  retry: "Try again",
  retake: "Retake",
  required: "Required",
  optional: "optional",
  attemptsLeft: (n: number) => (n === 1 ? "1 attempt left" : `${n} attempts left`),
  progress: (position: number, total: number) => `Step ${position} of ${total}`,
  /** What the service sends the applicant, in the process's language. */
  messages: {
    code: (code: string, minutes: number) => `Your verification code is ${code}. It expires in ${minutes} minutes.`,
    linkSubject: "Continue your identity verification",
    link: (name: string, link: string, hours: number) =>
      `Hello ${name},\n\nContinue your identity verification here:\n${link}\n\nThe link expires in ${hours} hours.`,
  },
  linkInvalidTitle: "This link cannot be used",
  linkInvalidBody:
    "The link has expired or is not valid. Ask the company that sent it for a new link, then open the newest one from your e-mail.",
  unavailableTitle: "This verification is not available",
  unavailableBody: "It cannot be continued right now. Contact the company that asked you to verify your identity.",
  finishedTitle: "Verification complete",
  finishedBody: "Thank you. You have finished every step; there is nothing more to do. You can close this page.",
  negativeTitle: "Verification could not be completed",
  negativeBody:
    "One of the checks did not pass after the attempts allowed, so this verification has ended. Contact the company that asked you to verify your identity; they can start a new one.",
  fields: {
    name: "Full name",
    email: "E-mail",
    phone: "Mobile phone",
    birthday: "Date of birth",
    country: "Nationality (country)",
    peoples: "I am a politically exposed person",
    zipcode: "Postal code",
  } as Record<string, string>,
  countryCode: "Country",
  number: "Number",
  invalid: {
    email: "Enter an e-mail address such as name@example.com.",
    phone: "Enter the mobile number without the country code.",
    birthday: "Enter a date in the past.",
    country: "Choose a country.",
    zipcode: "Enter the postal code.",
  } as Record<string, string>,
  capture: {
    useCamera: "Use the camera",
    takePhoto: "Take photo",
    upload: "Upload a photo",
    cameraUnavailable: "The camera is not available. Upload a photo instead.",
    preview: "Preview of the captured photo",
    selfieHint: "Look at the camera with your face inside the oval, in good light, without glasses or a hat.",
    selfie: "Your photo",
    record: "Record a short video (5 seconds)",
    recording: "Recording…",
    recorded: "Video recorded.",
    videoHint: "Look at the camera and turn your head slowly left and right.",
    uploadVideo: "Upload a video",
    videoCameraUnavailable: "The camera is not available. Upload a short video of your face instead.",
  },
  // Each step family's own sections (lib/steps/<family>/texts.ts).
  ...documentTexts.en,
  ...faceTexts.en,
  ...codeTexts.en,
  ...videoconferenceTexts.en,
  ...jointOwnershipTexts.en,
  ...amlTexts.en,
  ...digitalKeyTexts.en,
  checks: {
    screening: "we could not complete this check automatically; our team will review your request",
    unavailable: "the check could not be completed right now; nothing was lost",
    video: "the video must show your face all the time, moving slightly; record it again facing the camera",
    liveness: "the photo did not look like a live capture; take it again with the camera, facing it, in good light",
    digitalKey: "the digital key sign-in could not be verified; sign in again",
    documentImage: "the photo of the document is blurred, too dark or has glare; photograph the whole document, lying flat, in good light",
    documentUnreadable:
      "we could not read the document's code lines (the lines of letters and < signs); photograph the side that has them, sharp and without glare",
    documentExpired: "the document has expired; use a valid one",
    documentMismatch:
      "the name, date of birth or nationality on the document differ from what you entered; check your details or use your own document",
    noFace: "we could not find a face in the photo; look at the camera with your whole face inside the oval, in good light",
    faceMismatch: "the face in the photo does not match the document's photo; take the photo of yourself, facing the camera",
    codeWrong: "the code is not the one we sent; check the SMS and type it again",
    codeExpired: "the code has expired; ask for a new one",
  } satisfies Record<CheckFailureReason, string>,
  errors: {
    generic: "Something went wrong on our side. Please try again in a moment.",
    invalid: "Some answers need a correction. Check the fields marked below.",
    failed: "That did not pass the check:",
    tryAgain: "Please try again.",
    moved: "This page was out of date; it now shows where your verification is.",
    tooLarge: "The file is too large. Take the photo again or choose a smaller file.",
    busy: "Too many attempts in a short time. Wait a minute and try again.",
    finished: "This verification has already ended.",
    backPrevented: "You cannot go back from this step.",
    noPrevious: "There is no earlier step to go back to.",
    notInCall: "The video call is not available at this step.",
    consentRequired: "Agree to the processing of your face first: reload the page to read what you agree to.",
    uploadNotAllowed: "This step needs a photo taken with the camera now, not a file: use the camera.",
  },
};

export type ApplicantDictionary = typeof applicantEn;
