import crypto from "node:crypto";
import type { ScreeningHit } from "@/lib/analysis/aml/screen-name";
import { ZScreeningSettings } from "@/lib/analysis/aml/screen-name";
import { indexSanctionsList, screenNameIndexed } from "@/lib/analysis/aml/screen-names";
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

/**
 * Screens every finished process again against the list: a listed entry that now matches one of its names at or
 * above the match threshold, and that neither its own AML step reported nor an earlier alert named, becomes an open
 * alert and a `screening.hit` event; the finished processes are read in pages by id (keyset), and each page's alerts
 * written in one transaction.
 */
export async function screenFinishedProcesses(db: Db, list: StoredSanctionsList, now = new Date()): Promise<RescreenTotals> {
  const index = indexSanctionsList(list.entries);
  const totals: RescreenTotals = { screened: 0, alerts: 0 };
  let cursor: string | undefined;
  for (;;) {
    const page = await db.process.findMany({
      where: { status: "finished", ...(cursor ? { id: { gt: cursor } } : {}) },
      orderBy: { id: "asc" },
      take: PAGE,
      select: { id: true, accountId: true },
    });
    if (page.length === 0) return totals;
    cursor = page.at(-1)?.id;
    const ids = page.map((p) => p.id);
    const [subjects, alerted] = await Promise.all([
      subjectsOf(db, ids),
      db.screeningAlert.findMany({ where: { processId: { in: ids } }, select: { processId: true, listEntryId: true } }),
    ]);
    for (const alert of alerted) subjects.get(alert.processId)?.known.add(alert.listEntryId);
    const found: { processId: string; accountId: string; hit: ScreeningHit }[] = [];
    for (const { id: processId, accountId } of page) {
      const subject = subjects.get(processId);
      if (!subject || subject.names.size === 0) continue;
      totals.screened++;
      const hits = new Map<string, ScreeningHit>();
      for (const name of subject.names) {
        const result = screenNameIndexed(index, { searchTerm: name, birthDate: subject.birthday, settings: ALERT_ONLY });
        for (const hit of result.hits)
          if (hit.score >= result.threshold && !subject.known.has(hit.id) && !hits.has(hit.id)) hits.set(hit.id, hit);
      }
      for (const hit of hits.values()) found.push({ processId, accountId, hit });
    }
    if (found.length === 0) continue;
    totals.alerts += found.length;
    // One transaction per page: its alerts and their events are written together, or not at all.
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
}
