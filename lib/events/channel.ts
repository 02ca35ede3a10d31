import type { Db, Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import { errorSummary, logger } from "@/lib/observability/logger";

/** Rows a listener owes with the change it hears of, written in that change's own transaction. */
export type Writes = Prisma.PrismaPromise<unknown>[];

type Listeners<E> = {
  writes: Map<string, (client: Db | Tx, event: E) => Promise<Writes>>;
  after: Map<string, (db: Db, event: E) => Promise<void>>;
};

// One list per process: the Next.js bundle and the server script load this module separately.
const registry = globalThis as { [key: symbol]: Listeners<never> | undefined };

/**
 * What a publisher says happened, without knowing who listens: listeners are registered by name at the composition root
 * (lib/app), so registering again replaces, never doubles. `writes` listeners add rows to the publisher's transaction;
 * `after` listeners run once it committed (their failures are theirs: the change stands).
 */
export function channel<E>(name: string) {
  const key = Symbol.for(`idv.channel.${name}`);
  const listeners = (): Listeners<E> => {
    registry[key] ??= { writes: new Map(), after: new Map() };
    return registry[key] as unknown as Listeners<E>;
  };
  return {
    name,
    listenInTransaction(listener: string, writes: (client: Db | Tx, event: E) => Promise<Writes>) {
      listeners().writes.set(listener, writes);
    },
    listenAfterCommit(listener: string, after: (db: Db, event: E) => Promise<void>) {
      listeners().after.set(listener, after);
    },
    async writesFor(client: Db | Tx, event: E): Promise<Writes> {
      return (await Promise.all([...listeners().writes.values()].map((writes) => writes(client, event)))).flat();
    },
    async afterCommit(db: Db, event: E): Promise<void> {
      for (const [listener, after] of listeners().after)
        await after(db, event).catch((error: unknown) =>
          logger.error({ channel: name, listener, ...errorSummary(error) }, "listener failed"),
        );
    },
  };
}

export type Channel<E> = ReturnType<typeof channel<E>>;
