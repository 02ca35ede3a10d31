import crypto from "node:crypto";
import type { ScreeningHit } from "@/lib/analysis/aml/screen-name";
import { ZScreeningSettings } from "@/lib/analysis/aml/screen-name";
import { type ScreeningThreads, screeningThreads } from "@/lib/analysis/aml/screening-threads";
import type { Db } from "@/lib/db/client";
import { asJson } from "@/lib/service/raw-values";
import { AML_TYPES } from "@/lib/steps/aml/action-types";
import type { StoredSanctionsList } from "@/lib/steps/aml/sanctions-list";
import { asObject } from "@/lib/steps/common/record-json";
import { typeNames } from "@/lib/steps/common/type-table";
import { formData } from "@/lib/steps/earlier-records";
import { FORM_TYPES } from "@/lib/steps/form/action-types";
import { factsOf } from "@/lib/steps/record-facts";
import { queueWebhookEvents } from "@/lib/webhooks/queue-events";

const PAGE = 500;
// Only a hit at the match threshold becomes an alert, so nothing below it needs scoring (far fewer candidates).
const { matchThreshold } = ZScreeningSettings.parse({});
const ALERT_ONLY = { reportThreshold: matchThreshold };

type Subject = { names: Set<string>; birthday?: string; known: Set<string> };

/** What each process of the page was screened as: the form's name and birthday, the AML step's term, and the hits it already had. */
async function subjectsOf(db: Db, processIds: string[]): Promise<Map<string, Subject>> {
  const records = await db.stepRecord.findMany({
    where: { processId: { in: processIds }, action: { in: [...typeNames(FORM_TYPES), ...typeNames(AML_TYPES)] }, status: true },
    orderBy: { seq: "asc" },
    select: { processId: true, action: true, stepId: true, payload: true, provider: true },
  });
  const byProcess = new Map<string, typeof records>(processIds.map((id) => [id, []]));
  for (const record of records) byProcess.get(record.processId)?.push(record);
  const subjects = new Map<string, Subject>();
  for (const [processId, own] of byProcess) {
    const payloads = own.map((r) => ({
      stepId: r.stepId,
      actionType: r.action,
      payload: asJson<Record<string, unknown>>(r.payload) ?? {},
      result: {},
    }));
    const form = formData(payloads);
    const names = new Set(form.fullName ? [form.fullName] : []);
    const known = new Set<string>();
    for (const record of own) {
      const { screening } = factsOf({ action: record.action, payload: asObject(record.payload), provider: asObject(record.provider) });
      for (const name of screening?.names ?? []) names.add(name);
      for (const id of screening?.listedIds ?? []) known.add(id);
    }
    subjects.set(processId, { names, birthday: form.birthday, known });
  }
  return subjects;
}

export type RescreenTotals = { screened: number; alerts: number };

type Page = { processes: { id: string; accountId: string }[]; subjects: Map<string, Subject> };
type Found = { processId: string; accountId: string; hit: ScreeningHit };

/** The next page of finished processes after `cursor` (keyset by id), with what each was screened as and already alerted on. */
async function nextPage(db: Db, cursor: string | undefined): Promise<Page> {
  const processes = await db.process.findMany({
    where: { status: "finished", ...(cursor ? { id: { gt: cursor } } : {}) },
    orderBy: { id: "asc" },
    take: PAGE,
    select: { id: true, accountId: true },
  });
  const ids = processes.map((p) => p.id);
  const [subjects, alerted] = await Promise.all([
    subjectsOf(db, ids),
    db.screeningAlert.findMany({ where: { processId: { in: ids } }, select: { processId: true, listEntryId: true } }),
  ]);
  for (const alert of alerted) subjects.get(alert.processId)?.known.add(alert.listEntryId);
  return { processes, subjects };
}

/** Each process's new hits at the match threshold: listed entries neither its AML step nor an earlier alert named. */
async function newHits(threads: ScreeningThreads, { processes, subjects }: Page): Promise<{ screened: number; found: Found[] }> {
  const named = processes.flatMap(({ id, accountId }) => {
    const subject = subjects.get(id);
    return subject && subject.names.size > 0 ? [{ id, accountId, subject }] : [];
  });
  const inputs = named.flatMap(({ subject }) =>
    [...subject.names].map((name) => ({ searchTerm: name, birthDate: subject.birthday, settings: ALERT_ONLY })),
  );
  const results = await threads.screen(inputs);
  const found: Found[] = [];
  let at = 0;
  for (const { id: processId, accountId, subject } of named) {
    const hits = new Map<string, ScreeningHit>();
    for (const result of results.slice(at, at + subject.names.size))
      for (const hit of result.hits)
        if (hit.score >= result.threshold && !subject.known.has(hit.id) && !hits.has(hit.id)) hits.set(hit.id, hit);
    at += subject.names.size;
    for (const hit of hits.values()) found.push({ processId, accountId, hit });
  }
  return { screened: named.length, found };
}

/** One transaction per page: its alerts and their events are written together, or not at all. */
async function recordAlerts(db: Db, list: StoredSanctionsList, found: Found[], now: Date): Promise<void> {
  await db.$transaction(async (tx) => {
    for (const { processId, accountId, hit } of found) {
      const alertId = crypto.randomUUID();
      await tx.screeningAlert.create({
        data: {
          id: alertId,
          processId,
          accountId,
          listEntryId: hit.id,
          listedName: hit.name,
          matchedName: hit.matchedName,
          score: hit.score,
          listSource: list.source,
          listLoadedAt: list.loadedAt,
          status: "open",
          createdAt: now,
        },
      });
      await queueWebhookEvents(tx, { accountId, processId, now }, [
        { type: "screening.hit", data: { alertId, listEntryId: hit.id, score: hit.score, listLoadedAt: list.loadedAt } },
      ]);
    }
  });
}

/**
 * Screens every finished process again against the list: a listed entry that now matches one of its names at or
 * above the match threshold, and that neither its own AML step reported nor an earlier alert named, becomes an open
 * alert and a `screening.hit` event. The finished processes are read in pages by id, the next page while worker
 * threads screen this one, and each page's alerts written in one transaction.
 */
export async function screenFinishedProcesses(db: Db, list: StoredSanctionsList, now = new Date()): Promise<RescreenTotals> {
  const threads = screeningThreads(list.entries);
  const totals: RescreenTotals = { screened: 0, alerts: 0 };
  try {
    let reading = nextPage(db, undefined);
    for (;;) {
      const page = await reading;
      if (page.processes.length === 0) return totals;
      reading = nextPage(db, page.processes.at(-1)?.id);
      // Awaited on the next turn; a failure meanwhile (this page's screening failing first) is not left unhandled.
      reading.catch(() => undefined);
      const { screened, found } = await newHits(threads, page);
      totals.screened += screened;
      if (found.length === 0) continue;
      await recordAlerts(db, list, found, now);
      totals.alerts += found.length;
    }
  } finally {
    await threads.close();
  }
}
