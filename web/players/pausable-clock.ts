/**
 * The clock a game's machine waits on (its `after` delays). Any part of the screen may hold it:
 * while one hold is on, every pending delay stops counting and goes on where it stopped once the
 * last hold is released. The Gefühlsampel holds it until its tip is in view, while the tip is
 * read aloud and while a finger rests on it. The replay on the server does not wait, so holding
 * changes nothing in the play's result.
 */
export class PausableClock {
  private timers = new Map<
    number,
    { fn: () => void; remaining: number; startedAt: number; handle: ReturnType<typeof setTimeout> | null }
  >();
  private holds = new Set<string>();
  private nextId = 1;

  setTimeout(fn: (...args: unknown[]) => void, ms: number): number {
    const id = this.nextId++;
    this.timers.set(id, { fn, remaining: ms, startedAt: Date.now(), handle: null });
    if (this.holds.size === 0) this.run(id);
    return id;
  }

  clearTimeout(id: number): void {
    const timer = this.timers.get(id);
    if (timer?.handle != null) globalThis.clearTimeout(timer.handle);
    this.timers.delete(id);
  }

  hold(reason: string): void {
    if (this.holds.has(reason)) return;
    this.holds.add(reason);
    if (this.holds.size > 1) return;
    const now = Date.now();
    for (const timer of this.timers.values()) {
      if (timer.handle == null) continue;
      globalThis.clearTimeout(timer.handle);
      timer.handle = null;
      timer.remaining = Math.max(0, timer.remaining - (now - timer.startedAt));
    }
  }

  release(reason: string): void {
    if (!this.holds.delete(reason) || this.holds.size > 0) return;
    for (const id of this.timers.keys()) this.run(id);
  }

  isHeld(reason?: string): boolean {
    return reason ? this.holds.has(reason) : this.holds.size > 0;
  }

  private run(id: number) {
    const timer = this.timers.get(id);
    if (!timer || timer.handle != null) return;
    timer.startedAt = Date.now();
    timer.handle = globalThis.setTimeout(() => {
      this.timers.delete(id);
      timer.fn();
    }, timer.remaining);
  }
}
