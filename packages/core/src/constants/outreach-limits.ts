/**
 * The public forms of outsiders (product.md §5, §9): social organisations' feedback and the
 * landing page's contact form; part of LIMITS.
 */
export const OUTREACH_LIMITS = {
  socialFeedback: {
    organisationNameMax: 100,
    decisionNumberMax: 100,
    contentMax: 500,
    emailMax: 254,
    /** At least one picture is required; five is the community posts' number. */
    imagesMin: 1,
    imagesMax: 5,
    /** The admin's answer, sent by e-mail. */
    answerMax: 2_000,
    /** How much of the content the public list shows. */
    excerptMax: 140,
    pageSize: 20,
    /** Sends per IP per hour and per device per hour: a real organisation sends a handful. */
    sendsPerIpPerHour: 20,
    sendsPerDevicePerHour: 5,
  },
  contact: {
    nameMax: 100,
    emailMax: 254,
    /** Digits only (product.md §9: landing phone up to 11 digits). */
    phoneMax: 11,
    websiteMax: 200,
    messageMax: 1_000,
    pageSize: 20,
    sendsPerIpPerHour: 20,
    sendsPerDevicePerHour: 5,
  },
} as const;
