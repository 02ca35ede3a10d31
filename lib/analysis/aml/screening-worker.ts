import { workerData } from "node:worker_threads";
import { yieldToRequests } from "@/lib/worker-threads/yield-to-requests";
import type { TSanctionsEntry } from "./sanctions-entry";
import { indexSanctionsList, screenNameIndexed } from "./screen-names";
import type { ScreeningTask } from "./screening-threads";

const { entries, niceness } = workerData as { entries: TSanctionsEntry[]; niceness: number };
yieldToRequests(niceness);
const index = indexSanctionsList(entries);

export default function screenNames({ inputs }: ScreeningTask) {
  return inputs.map((input) => screenNameIndexed(index, input));
}
