// A printed zone prints each value under a label, and tesseract reads the labels as well as it reads the values. A
// label is never a value: taken for a name, it made genuine documents BAD (SZABO beside "SEXO", BOSCH beside "BIRTH",
// SOREN beside "GIVEN"). These are the label words the demo and corpus cards print (lib/demo/render-demo-document.ts,
// mrz-corpus/corpus-card.ts) and the common ICAO and ID-card labels in English, Portuguese, Spanish, French and German,
// in normaliseText's form (upper case, no diacritics).
const LABEL_WORDS = new Set(
  [
    // English (ICAO 9303's own) and the cards' titles.
    "SURNAME SURNAMES GIVEN NAME NAMES FORENAME FORENAMES SEX GENDER NATIONALITY DATE BIRTH EXPIRY EXPIRATION ISSUE DOCUMENT NUMBER IDENTITY CARD PASSPORT RESIDENCE PERMIT",
    // Portuguese.
    "APELIDO APELIDOS SOBRENOME NOME NOMES SEXO NACIONALIDADE DATA NASCIMENTO VALIDADE DOCUMENTO NUMERO EMISSAO",
    // Spanish.
    "APELLIDO APELLIDOS NOMBRE NOMBRES NACIONALIDAD FECHA NACIMIENTO CADUCIDAD VALIDEZ EXPEDICION",
    // French.
    "NOM NOMS PRENOM PRENOMS SEXE NATIONALITE NAISSANCE VALIDITE DELIVRANCE",
    // German.
    "NAMEN NACHNAME FAMILIENNAME GEBURTSNAME VORNAME VORNAMEN GESCHLECHT STAATSANGEHORIGKEIT GEBURTSDATUM GEBURTSORT GULTIG DOKUMENT DOKUMENTENNUMMER AUSWEISNUMMER PASSNUMMER NUMMER",
  ]
    .join(" ")
    .split(" "),
);

// Short words that join label words ("Date of birth", "N.º do documento", "Gültig bis") but are names too (Do, De,
// No): a phrase of these alone is not a label.
const JOINING_WORDS = new Set("OF NO N DE DO DA DU DES DEL LA LE Y ET BIS".split(" "));

/** Whether a run of words (in normaliseText's form) is a field label: all label words, or words joining them. */
export function isFieldLabel(words: string[]): boolean {
  return words.some((word) => LABEL_WORDS.has(word)) && words.every((word) => LABEL_WORDS.has(word) || JOINING_WORDS.has(word));
}
