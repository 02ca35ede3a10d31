import { z } from "zod";
import { type FindingValues, finding } from "../../lib/findings/finding";
import { findingSentence } from "../../lib/findings/words/finding-words";
import { en } from "../../lib/i18n/back-office/en";
import { pt } from "../../lib/i18n/back-office/pt";
import { ACTION_TYPES } from "../../lib/steps/action-types";
import { WEBHOOK_EVENT_TYPES } from "../../lib/webhooks/event-types";

/**
 * What must not reach a Portuguese reviewer page: English texts of our dictionaries (and of the findings' sentences
 * and zod's own messages), raw codes, ISO timestamps. Each found as the reader would meet it, with the text around it.
 */

/** English texts that Portuguese pages may show all the same, each with why. */
export const ALLOWED_ENGLISH = new Map<string, string>([["JSON Lines", "the name of a file format, the same in Portuguese"]]);

/** Codes a Portuguese page may show, each with why. */
export const ALLOWED_CODES = new Map<string, string>([
  ["RECORDS_SOURCE", "an environment variable's name, which the admin sets as written (admin/remote-accounts)"],
]);

/** Codes one page may show, each with why: the page where a reader types them. */
export const ALLOWED_CODES_ON_PAGE: { page: RegExp; codes: ReadonlySet<string>; why: string }[] = [
  {
    page: /^\/(admin\/webhooks|audit)/,
    codes: new Set(WEBHOOK_EVENT_TYPES),
    why: "the webhook event names are the API's, which the admin types into an endpoint's events field (and the audit log records as typed)",
  },
];

export function isAllowedOn(page: string, found: Found): boolean {
  return ALLOWED_CODES_ON_PAGE.some((allowed) => allowed.page.test(page) && found.kind.includes("code") && allowed.codes.has(found.what));
}

// Words of English that Portuguese does not have (not "a", "as", "do", "no", "for", which it does).
const ENGLISH_ONLY_WORDS = new Set(
  "the of and is are was were with have has been not this that these those from must your you be by it its at an or to least only should will would can cannot there which who what when than then into each every after before because".split(
    " ",
  ),
);

function leaves(dictionary: object): string[] {
  return Object.values(dictionary).flatMap((value) =>
    typeof value === "string" ? [value] : value && typeof value === "object" ? leaves(value) : [],
  );
}

function keys(dictionary: object): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) => [key, ...(value && typeof value === "object" ? keys(value) : [])]);
}

/** A template's fixed parts ("{count} processes match" → "processes match"), each worth looking for: three letters or more. */
function fragments(text: string): string[] {
  return text
    .split(/\{\w+\}|\d+(?:[.,]\d+)*|[:;·→()"“”]|\s[-–—]\s|, /)
    .map((part) => part.replace(/^[\s.,!?…%/-]+|[\s,!?%/-]+$/g, ""))
    .filter((part) => (part.match(/\p{L}/gu)?.length ?? 0) >= 3);
}

const SAMPLE_ID = "0123abcd-0000-4000-8000-000000000000";
/** Values for every kind of finding, so that each sentence (and each of its variants) is written in both languages. */
const FINDING_SAMPLES: { [K in keyof FindingValues]: FindingValues[K][] } = {
  "negative-finish": [
    { attempts: 0, maxRetries: null },
    { attempts: 3, maxRetries: 2 },
    { attempts: 2, maxRetries: 1 },
  ],
  "check-failed": [{}],
  "not-analysed": [{}],
  "result-unreadable": [{}],
  "document-expired": [{ expiryDate: null }, { expiryDate: "2024-01-31" }],
  "document-mismatch": [{ fields: ["name", "surname", "birth_date", "nationality"] }],
  "document-unreadable": [{ checks: ["mrz", "docType", "text", "integrity_doc_number", "integrity_birth_date"] }],
  "document-uncertain": [{ checks: ["integrity_expiry_date", "integrity_id_number", "expiry_date", "imageQA"] }],
  "image-quality": [
    { problems: [] },
    { problems: [{ side: "front", checks: ["focus", "glares", "bounds"] }] },
    { problems: [{ side: "back", checks: ["perspective", "resolution", "portrait"] }] },
  ],
  "face-mismatch": [{ score: 0.27, threshold: 0.8 }],
  "face-near-threshold": [{ score: 0.81, threshold: 0.8, margin: 0.05 }],
  "no-face": [{}],
  "liveness-failed": [{}],
  "video-liveness-failed": [{ checks: [] }, { checks: ["faceCoverage", "consistency", "motion", "modelLiveness"] }],
  "screening-hit": [{ hits: 1 }, { hits: 2 }],
  "code-not-confirmed": [{ reason: "wrong" }, { reason: "expired" }, { reason: "unknown" }],
  "digital-key-failed": [{}],
  "call-failed": [{ reason: "" }, { reason: "x" }],
  "call-postponed": [{ date: null }, { date: "2027-03-02T10:00:00Z" }],
  retried: [{ failedAttempts: 1 }, { failedAttempts: 2 }],
  "not-performed": [{ steps: ["x", "y"] }],
  "document-changed": [{ documentNumbers: ["x", "y"] }],
  "face-changed": [{ score: 0.3, threshold: 0.8 }],
  "face-unsure": [{}],
  "duplicate-document": (["approved", "rejected", "resubmission-requested", "negative", "finished", "in-progress"] as const).map(
    (otherOutcome) => ({ otherProcessId: SAMPLE_ID, otherOutcome }),
  ),
  "duplicate-face": [{ otherProcessId: SAMPLE_ID, otherOutcome: "approved", score: 0.9 }],
  "duplicate-of-rejected": [
    { otherProcessId: SAMPLE_ID, otherOutcome: "rejected", match: "face" },
    { otherProcessId: SAMPLE_ID, otherOutcome: "rejected", match: "document" },
  ],
  "screening-alert": [{ alerts: 1 }, { alerts: 2 }],
  "device-change": [{ devices: 2 }],
};

function findingSentences(locale: "en" | "pt"): string[] {
  return Object.entries(FINDING_SAMPLES).flatMap(([kind, samples]) =>
    (samples as object[]).map((values) =>
      findingSentence(finding(kind as keyof FindingValues, values as never, {}, { attempts: 3 }), locale),
    ),
  );
}

/** zod's own English messages, as a form's failure would carry them. */
function zodMessages(): string[] {
  const attempts: [z.ZodType, unknown][] = [
    [z.string().min(12), "short"],
    [z.string().max(2), "too long"],
    [z.string(), undefined],
    [z.number().int().positive(), -1.5],
    [z.email(), "not an address"],
    [z.url(), "not a url"],
    [z.enum(["a", "b"]), "c"],
    [z.object({ a: z.string() }).strict(), { a: "x", b: 1 }],
    [z.iso.datetime(), "yesterday"],
    [z.boolean(), "maybe"],
  ];
  return attempts.flatMap(([schema, input]) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
}

/** A text's words, lowered: an identifier, a dotted code or an address stays one word ("demo-finished", "process.finished"). */
function wordsOf(text: string): string[] {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}_@/.'’-]*/gu)].map((m) => m[0].replace(/[.'’-]+$/u, "").toLowerCase());
}

type Phrase = { phrase: string; words: string[] };

/** Phrases found as whole runs of words (case aside), by their first word: one pass over a text's words. */
class PhraseIndex {
  private readonly byFirst = new Map<string, Phrase[]>();

  constructor(phrases: Iterable<string>) {
    const seen = new Set<string>();
    for (const phrase of phrases) {
      const words = wordsOf(phrase);
      const [first] = words;
      if (!first || seen.has(words.join(" "))) continue;
      seen.add(words.join(" "));
      this.byFirst.set(
        first,
        [...(this.byFirst.get(first) ?? []), { phrase, words }].sort((x, y) => y.words.length - x.words.length),
      );
    }
  }

  private startingAt(words: string[], i: number): Phrase[] {
    return (this.byFirst.get(words[i] ?? "") ?? []).filter((c) => c.words.every((word, k) => words[i + k] === word));
  }

  /** The phrases in `text`, the longest where several start at one word. */
  find(text: string): string[] {
    const words = wordsOf(text);
    const found: string[] = [];
    for (let i = 0; i < words.length; i++) {
      const [longest] = this.startingAt(words, i);
      if (!longest) continue;
      found.push(longest.phrase);
      i += longest.words.length - 1;
    }
    return found;
  }

  /** Every phrase `text` holds, overlapping or not. */
  all(text: string): string[] {
    const words = wordsOf(text);
    return words.flatMap((_, i) => this.startingAt(words, i).map((c) => c.phrase));
  }

  without(phrases: ReadonlySet<string>): PhraseIndex {
    return new PhraseIndex([...this.byFirst.values()].flat().flatMap((c) => (phrases.has(c.phrase) ? [] : [c.phrase])));
  }
}

/** The English phrases to look for: each fixed part of an English text that no Portuguese text uses too. */
function englishPhrases(): PhraseIndex {
  const english = new Set([...leaves(en), ...findingSentences("en"), ...zodMessages()].flatMap(fragments));
  for (const phrase of ALLOWED_ENGLISH.keys()) english.delete(phrase);
  const index = new PhraseIndex(english);
  return index.without(new Set([...leaves(pt), ...findingSentences("pt")].flatMap((text) => index.all(text))));
}

/** Codes our screens must say in words: the spec's event types, step types, webhook events, and every code-shaped key the dictionaries word. */
function codeWords(): Set<string> {
  const specEvents = ["process-created", "payload-submitted", "process-updated", "status-updated"];
  const dictionaryCodes = keys(en).filter((key) => /^[a-z][a-z0-9]*(?:[-._][a-z0-9]+)+$/.test(key));
  return new Set([...specEvents, ...ACTION_TYPES.filter((type) => /[-._]/.test(type)), ...WEBHOOK_EVENT_TYPES, ...dictionaryCodes]);
}

const CODE_PATTERNS: [string, RegExp][] = [
  ["upper-snake code", /(?<![\p{L}\p{N}_])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![\p{L}\p{N}_])/gu],
  ["service error code", /(?<![\p{L}\p{N}])BIO[A-Z]{4,5}\d{3}(?![\p{L}\p{N}])/gu],
  ["verdict code", /(?<![\p{L}\p{N}_])(?:GOOD|BAD|UNCERTAIN|UNSURE|TRUE|FALSE)(?![\p{L}\p{N}_])/gu],
  ["dotted code", /(?<![\p{L}\p{N}_@/.-])[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9_-]*)+(?![\p{L}\p{N}_@/-]|\.\p{L})/gu],
  ["ISO timestamp", /(?<!\d)\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?(?!\d)/g],
];
// Not codes: a file's name, and what an e-mail address or a web address holds.
const NOT_CODE = /\b[\w.-]+\.(?:pdf|png|jpe?g|webm|mp4|csv|jsonl|json|zip|txt)\b|[\w.+-]+@[\w.-]+|\bhttps?:\/\/\S+|\/[\w./?=&%-]+/g;

export type Found = { kind: string; what: string; text: string };

/** `data`: what people wrote, read again at each call (a test may add a flow or a process between two pages). */
export function untranslatedFinder(data: () => ReadonlySet<string>) {
  const english = englishPhrases();
  const codes = codeWords();
  let longestFirst: string[] = [];
  /** A text without the data it holds (names, references, flow and step names an admin wrote): those are not ours to translate. */
  const withoutData = (text: string) => {
    let rest = text;
    for (const value of longestFirst) if (value.length >= 3 && rest.includes(value)) rest = rest.split(value).join(" ¦ ");
    return rest;
  };
  return (texts: string[]): Found[] => {
    longestFirst = [...data()].sort((a, b) => b.length - a.length);
    const found: Found[] = [];
    for (const text of texts) {
      const ours = withoutData(text);
      for (const phrase of english.find(ours)) found.push({ kind: "English", what: phrase, text });
      const words = wordsOf(ours);
      const englishOnly = new Set(words.filter((word) => ENGLISH_ONLY_WORDS.has(word)));
      if (englishOnly.size >= 2) found.push({ kind: "English sentence", what: [...englishOnly].join(" "), text });
      for (const word of words) if (codes.has(word) && !ALLOWED_CODES.has(word)) found.push({ kind: "code", what: word, text });
      const plain = ours.replace(NOT_CODE, " ");
      for (const [kind, pattern] of CODE_PATTERNS)
        for (const match of plain.matchAll(pattern)) if (!ALLOWED_CODES.has(match[0])) found.push({ kind, what: match[0], text });
    }
    return found;
  };
}
