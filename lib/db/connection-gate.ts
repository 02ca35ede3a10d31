/**
 * One holder at a time, first come first served. SQLite's single connection is shared by every request of a
 * server, so a transaction must hold it from BEGIN to COMMIT: otherwise another request's statement, issued while
 * the transaction awaits, runs inside it (sees its uncommitted rows, and is undone by its rollback).
 */
export class ConnectionGate {
  private tail: Promise<void> = Promise.resolve();
  private held = false;

  /** Waits for the gate; the returned function gives it back (once). */
  async acquire(): Promise<() => void> {
    let open!: () => void;
    const previous = this.tail;
    this.tail = new Promise<void>((resolve) => {
      open = resolve;
    });
    await previous;
    this.held = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held = false;
      open();
    };
  }

  /** Runs `work` holding the gate. */
  async run<T>(work: () => T | Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  get isHeld(): boolean {
    return this.held;
  }
}
