/** What the steps' checks report, in words: verdicts, the document's validations and photo quality, the fields read or filled in. */
export const checksEn = {
  verdicts: { good: "good", bad: "bad", uncertain: "uncertain" },
  validations: {
    mrz: "Machine-readable zone",
    docType: "Document type",
    text: "Printed zone agrees with the MRZ",
    expiry_date: "Not expired",
    integrity_doc_number: "Document number check digit",
    integrity_birth_date: "Birth date check digit",
    integrity_expiry_date: "Expiry date check digit",
    integrity_id_number: "Identity number check digit",
    imageQA: "Photo quality",
    match_name: "Given names match the form",
    match_surname: "Surname matches the form",
    match_birth_date: "Birth date matches the form",
    match_nationality: "Nationality matches the form",
  },
  quality: {
    focus: "Focus",
    glares: "Glare",
    bounds: "Card inside the frame",
    perspective: "Perspective",
    resolution: "Resolution",
    portrait: "Portrait",
  },
  sides: { front: "Front", back: "Back", photo: "Portrait" },
  doctype: "Document",
  doctypes: { idcard: "Identity card", passport: "Passport", residence: "Residence permit" },
  maps: {
    default: "General",
    idcard_pt: "Portuguese identity card",
    passport_pt: "Portuguese passport",
    residence_card_pt: "Portuguese residence card",
  },
  fields: {
    password: "Password",
    url: "URL",
    issuing_country: "Issuing country",
    nationality: "Nationality",
    name: "Given names",
    surname: "Surname",
    fullName: "Full name",
    doc_number: "Document number",
    id_number: "Identity number",
    birth_date: "Birth date",
    birthday: "Birth date",
    gender: "Sex",
    expiry_date: "Expiry date",
    email: "E-mail",
    phone: "Phone",
    country: "Country",
    zipcode: "Postcode",
    peoples: "Politically exposed person",
    number: "Number",
  },
  /** A form's input as a whole, when zod refuses it without naming a field. */
  input: "input",
  /** What a step's image is, by its key, as shown beside its role ("Selfie (photo)"). */
  images: { photo: "photo", front: "front", back: "back", selfie: "selfie", face: "face", document: "document" } as Record<string, string>,
  file: "file",
  frame: "frame {number}",
  /** How a check was made (a provider result's `method`), and the caveat that comes with it. */
  methods: {
    "single-frame-indicative": "one photo, indicative",
    "multi-frame-indicative": "frames of the video, indicative",
  },
  notices: {
    "single-frame-indicative":
      "Indicative only: two uncalibrated single-image models (Human antispoof and liveness). A printed photo or a screen can pass; this is no certified presentation-attack detection.",
    "multi-frame-indicative":
      "Indicative only: frames sampled from the video are checked for one consistently present, moving face; a replayed video can pass.",
    qualified:
      "No qualified trust service provider is reachable from this deployment: the document carries an advanced signature, not a qualified one.",
  },
};
