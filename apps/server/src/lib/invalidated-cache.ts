/**
 * Recent database reads kept in process memory, which invalidations may empty at any moment (the
 * session cache, the business-list cache). A read that was in flight while anything was invalidated
 * may predate the change, so it must not be kept: take a `ticket()` before reading and keep the
 * result only while `current(ticket)`. Entries expire at their own `until`; beyond `maxEntries` the
 * oldest go first.
 */
export class InvalidatedCache<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();
  // Bumped by every invalidation: a ticket from before one is no longer current.
  private generation = 0;

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The kept value while it is fresh and `usable`; otherwise the entry is dropped. */
  get(key: K, usable: boolean): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > Date.now() && usable) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  ticket(): number {
    return this.generation;
  }

  /** True when nothing was invalidated since the ticket was taken. */
  current(ticket: number): boolean {
    return ticket === this.generation;
  }

  set(key: K, value: V, until: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until });
  }

  delete(key: K): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  deleteWhere(drop: (value: V) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (drop(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** Polls `ok` every 10 ms for up to `ms` (a cache waiting briefly for its subscription to come up). */
export async function waitUntil(ok: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!ok() && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
}
