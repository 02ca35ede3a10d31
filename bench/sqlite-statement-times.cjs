// Preload for the bench's server: times every SQLite statement by its SQL text, and prints the totals when the
// server exits. BENCH_NODE_ARGS="--require ./bench/sqlite-statement-times.cjs" npm run bench:api -- --sqlite
// SQL_TIMES_FROM / SQL_TIMES_TO (seconds since the server started) keep one phase of the bench.
const Database = require(require.resolve("better-sqlite3", { paths: [process.cwd()] }));

const started = Date.now();
const from = Number(process.env.SQL_TIMES_FROM ?? 0) * 1000;
const to = Number(process.env.SQL_TIMES_TO ?? Number.POSITIVE_INFINITY) * 1000;
const bySql = new Map();

function count(sql, ns) {
  const at = Date.now() - started;
  if (at < from || at > to) return;
  const key = sql.replace(/\s+/g, " ").slice(0, 100);
  const entry = bySql.get(key) ?? { calls: 0, ns: 0, durations: [] };
  entry.calls++;
  entry.ns += ns;
  entry.durations.push(ns);
  bySql.set(key, entry);
}

function timed(method, sqlOf) {
  return function (...args) {
    const start = process.hrtime.bigint();
    try {
      return method.apply(this, args);
    } finally {
      count(sqlOf(this, args), Number(process.hrtime.bigint() - start));
    }
  };
}

const prepare = Database.prototype.prepare;
let isStatementTimed = false;
Database.prototype.prepare = function (...args) {
  const statement = prepare.apply(this, args);
  if (!isStatementTimed) {
    isStatementTimed = true;
    const proto = Object.getPrototypeOf(statement);
    for (const name of ["run", "all", "get"]) proto[name] = timed(proto[name], (self) => self.source);
  }
  return statement;
};
Database.prototype.exec = timed(Database.prototype.exec, (_self, [sql]) => sql);

process.on("exit", () => {
  const ms = (ns) => (ns / 1e6).toFixed(1);
  const lines = [...bySql.entries()]
    .sort((a, b) => b[1].ns - a[1].ns)
    .slice(0, 20)
    .map(([sql, { calls, ns, durations }]) => {
      const sorted = durations.sort((a, b) => a - b);
      const at = (q) => ms(sorted[Math.floor(q * (sorted.length - 1))]);
      return `${ms(ns).padStart(9)} ms ${String(calls).padStart(7)}×  p50 ${at(0.5)} p90 ${at(0.9)} max ${at(1)} ms  ${sql}`;
    });
  process.stderr.write(`SQLite statements by total time:\n${lines.join("\n")}\n`);
});
