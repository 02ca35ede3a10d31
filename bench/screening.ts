import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { screenName, ZScreeningSettings } from "@/lib/analysis/aml/screen-name";
import { indexSanctionsList, screenNameIndexed } from "@/lib/analysis/aml/screen-names";
import { syntheticScreening } from "@/lib/analysis/aml/synthetic-names";

// Re-screening finished applicants against a reloaded sanctions list: the index the re-screening job uses against the
// naive per-name comparison (`screenName` over the whole list, as the AML step screens one applicant), in the same run.
const { values: options } = parseArgs({
  options: {
    people: { type: "string", default: "100000" },
    entries: { type: "string", default: "10000" },
    seed: { type: "string", default: "20" },
    "baseline-sample": { type: "string", default: "300" },
  },
});
const people = Number(options.people);
const entries = Number(options.entries);
const sample = Math.min(people, Number(options["baseline-sample"]));

// As the re-screening job screens: only hits at the match threshold matter (they become alerts).
const settings = { reportThreshold: ZScreeningSettings.parse({}).matchThreshold };
const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;
const load = () => loadavg()[0]?.toFixed(1);

console.log(`bench:screening: ${people} applicants against ${entries} listed names, seed ${options.seed}; load average ${load()}`);
let started = process.hrtime.bigint();
const { population, list } = syntheticScreening({ people, entries, seed: Number(options.seed) });
console.log(`generated in ${seconds(started).toFixed(1)} s`);

started = process.hrtime.bigint();
const index = indexSanctionsList(list);
const indexSeconds = seconds(started);
started = process.hrtime.bigint();
let reported = 0;
let matched = 0;
for (const person of population) {
  const result = screenNameIndexed(index, { searchTerm: person.name, birthDate: person.birthday, settings });
  reported += result.hits.length;
  if (!result.passed) matched++;
}
const indexedSeconds = seconds(started);

// The baseline screens a sample (all of them would take hours) and must agree with the index on it.
started = process.hrtime.bigint();
let disagreements = 0;
for (const person of population.slice(0, sample)) {
  const input = { searchTerm: person.name, birthDate: person.birthday, settings };
  const naive = screenName({ ...input, list });
  if (JSON.stringify(naive) !== JSON.stringify(screenNameIndexed(index, input))) disagreements++;
}
const naiveSeconds = seconds(started);

const indexedRate = people / indexedSeconds;
const naiveRate = sample / naiveSeconds;
console.table([
  {
    method: "index (re-screening job)",
    applicants: people,
    seconds: Number((indexSeconds + indexedSeconds).toFixed(1)),
    "applicants/s": Math.round(indexedRate),
    "x naive": Number((indexedRate / naiveRate).toFixed(1)),
  },
  {
    method: "naive per-name comparison",
    applicants: sample,
    seconds: Number(naiveSeconds.toFixed(1)),
    "applicants/s": Number(naiveRate.toFixed(1)),
    "x naive": 1,
  },
]);
console.log(
  `index built in ${indexSeconds.toFixed(2)} s (${index.words.length} distinct listed words); ${matched} applicants with a hit at the match threshold (${reported} hits); the naive comparison over all ${people} would take ~${Math.round(people / naiveRate / 60)} min; ` +
    `results differing on the ${sample}-applicant sample: ${disagreements}; load average ${load()}`,
);
