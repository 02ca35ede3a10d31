export type EvidenceImage = { label: string; data: Buffer; contentType: string };

export type EvidenceStep = {
  stepId: string;
  name?: string;
  action: string;
  status: boolean;
  createdAt: string;
  payload?: Record<string, unknown>;
  provider?: { status?: boolean; result?: Record<string, unknown> };
  error?: Record<string, unknown>;
  images?: EvidenceImage[];
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
  steps: EvidenceStep[];
  events: EvidenceEvent[];
  /** Every stored file of the process: each is listed with its SHA-256. */
  files: EvidenceFile[];
  /** The decision in force when the file is produced after one (the evidence of a finishing process has none yet). */
  decision?: { outcome: string; reason: string; reviewer: string; decidedAt: string; comment?: string };
  generatedAt?: Date;
};

export type FileHash = { bucket: string; id: string; name?: string; size: number; sha256: string };
