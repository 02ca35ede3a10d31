import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import type { ScreeningResult } from "@/lib/analysis/aml/screen-name";
import { screenName, ZScreeningSettings } from "@/lib/analysis/aml/screen-name";
import { screeningThreads } from "@/lib/analysis/aml/screening-threads";
import { syntheticScreening } from "@/lib/analysis/aml/synthetic-names";
import { verdict } from "./aims";

// Re-screening finished applicants against a reloaded sanctions list: the index the re-screening job uses against the
// naive per-name comparison (`screenName` over the whole list, as the AML step screens one applicant), in the same run.
// `npm run bench:screening` runs it compiled beside the compiled screening worker, as the production server runs them
// (a worker thread started from sources through tsx ran the same screening several times slower).
const { values: options } = parseArgs({
  options: {
    people: { type: "string", default: "100000" },
    entries: { type: "string", default: "10000" },
    seed: { type: "string", default: "20" },
    "baseline-sample": { type: "string", default: "300" },
    threads: { type: "string", default: String(availableParallelism()) },
  },
});
const people = Number(options.people);
const entries = Number(options.entries);
const sample = Math.min(people, Number(options["baseline-sample"]));
const threadCount = Number(options.threads);
// As the re-screening job hands them to the threads.
const PAGE = 500;

// As the re-screening job screens: only hits at the match threshold matter (they become alerts).
const settings = { reportThreshold: ZScreeningSettings.parse({}).matchThreshold };
const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;
const load = () => loadavg()[0]?.toFixed(1);

console.log(`bench:screening: ${people} applicants against ${entries} listed names, seed ${options.seed}; load average ${load()}`);
let started = process.hrtime.bigint();
// Half the sample's applicants are named in the list by a variant (transliterated, reordered, a middle name missing,
// accents, a typo) or a near miss, so the comparison covers hits and not only clean names.
const planted = Math.floor(sample / 2);
const { population, list } = syntheticScreening({ people, entries, seed: Number(options.seed), planted });
console.log(`generated in ${seconds(started).toFixed(1)} s`);

// The threads start, each indexes the list, then screen the applicants a page at a time, as the job does.
started = process.hrtime.bigint();
const threads = screeningThreads(list, { threads: threadCount, niceness: 0 });
await threads.screen([{ searchTerm: "warm up", settings }]);
const indexSeconds = seconds(started);
started = process.hrtime.bigint();
let reported = 0;
let matched = 0;
const sampled: ScreeningResult[] = [];
for (let start = 0; start < people; start += PAGE) {
  const inputs = population.slice(start, start + PAGE).map((person) => ({ searchTerm: person.name, birthDate: person.birthday, settings }));
  const results = await threads.screen(inputs);
  for (const result of results) {
    reported += result.hits.length;
    if (!result.passed) matched++;
    if (sampled.length < sample) sampled.push(result);
  }
}
const indexedSeconds = seconds(started);
await threads.close();

// The baseline screens a sample (all of them would take hours) and must agree with the index on it.
started = process.hrtime.bigint();
let disagreements = 0;
let sampleHits = 0;
for (const [at, person] of population.slice(0, sample).entries()) {
  const naive = screenName({ searchTerm: person.name, birthDate: person.birthday, settings, list });
  const indexed = sampled[at];
  sampleHits += naive.hits.length;
  if (JSON.stringify(naive) !== JSON.stringify(indexed)) {
    disagreements++;
    if (disagreements <= 5)
      console.error(
        `DIFFERENT for applicant "${person.name}": naive ${JSON.stringify(naive.hits)} indexed ${JSON.stringify(indexed?.hits)}`,
      );
  }
}
const naiveSeconds = seconds(started);

const indexedRate = people / indexedSeconds;
const naiveRate = sample / naiveSeconds;
console.table([
  {
    method: `index on ${threadCount} thread${threadCount === 1 ? "" : "s"} (re-screening job)`,
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
  `threads started and the list indexed in ${indexSeconds.toFixed(2)} s; ${matched} applicants with a hit at the match threshold (${reported} hits); the naive comparison over all ${people} would take ~${Math.round(people / naiveRate / 60)} min; ` +
    `results differing on the ${sample}-applicant sample (${planted} with a planted variant, ${sampleHits} hits): ${disagreements}; load average ${load()}`,
);

const totalSeconds = indexSeconds + indexedSeconds;
const forMillion = (1_000_000 / people) * totalSeconds;
const isFullSize = people >= 1_000_000 && entries >= 100_000;
const isIdentical = disagreements === 0 && sampleHits > 0;
console.log(
  `\nAims: 1,000,000 applicants × 100,000 listed ≤ 600 s: ${totalSeconds.toFixed(0)} s for ${people} × ${entries}` +
    (isFullSize
      ? ` (${verdict(totalSeconds <= 600)})`
      : ` (~${forMillion.toFixed(0)} s if it scaled linearly to 1,000,000; not measured at full size)`) +
    `; identical to the naive comparison on the sample: ${disagreements} differing of ${sample}, ${sampleHits} hits (${verdict(isIdentical)})`,
);
if (!isIdentical) {
  console.error(
    sampleHits === 0 ? "The sample has no hit: the comparison proves nothing." : "The index and the naive comparison disagree.",
  );
  process.exit(1);
}
