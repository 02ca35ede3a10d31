/** An identity document photographed front and back (a passport: front only), read and checked. */
export const DOCUMENT_TYPES = { "document-ocr": { submissions: 1 } } as const;
