export type EvidenceImage = { label: string; data: Buffer; contentType: string };

/** One step record for the file: as stored, with what its family says it established in plain English. */
export type EvidenceStep = {
  stepId: string;
  name?: string;
  action: string;
  status: boolean;
  /** In a word: passed, failed, code-sent, postponed, recorded. */
  state: string;
  createdAt: string;
  payload?: Record<string, unknown>;
  provider?: { status?: boolean; result?: Record<string, unknown> };
  error?: Record<string, unknown>;
  images?: EvidenceImage[];
  /** Lines for the summary page (scores against thresholds, verdicts, hits). */
  summary: string[];
  /** More lines for the step's own section (a call's agent, times and checklist). */
  detail: string[];
};

export type EvidenceEvent = {
  type: string;
  createdAt: string;
  stepId?: string;
  stepName?: string;
  status?: string;
  deviceType?: string;
  operatingSystem?: string;
  browser?: string;
};

export type EvidenceFile = { bucket: string; id: string; name?: string; data: Buffer };

export type EvidenceInput = {
  process: {
    id: string;
    status: string;
    negativeFinish?: boolean;
    flowId?: string;
    flowName?: string;
    accountName?: string;
    reference?: string;
    lang?: string;
    createdAt: string;
    updatedAt: string;
  };
  /** The applicant's name as the steps give it. */
  applicantName?: string;
  /** Every finding of the record, one English line each: the summary says "every check passed" only when there is none. */
  findings: string[];
  steps: EvidenceStep[];
  events: EvidenceEvent[];
  /** Every stored file of the process: each is listed with its SHA-256. */
  files: EvidenceFile[];
  /** The decision in force when the file is produced after one (the evidence of a finishing process has none yet). */
  decision?: { outcome: string; reason: string; reviewer: string; decidedAt: string; comment?: string };
  generatedAt?: Date;
};

export type FileHash = { bucket: string; id: string; name?: string; size: number; sha256: string };
