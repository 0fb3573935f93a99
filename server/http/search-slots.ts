/**
 * Searches in flight in this process: at most `perClient` per client address (waiting ones
 * included) and `running` at once in all, with up to `waiting` more queued for at most
 * `waitMs`. `take` resolves to a release function, or to the reason it was refused.
 */
export interface SearchLimits {
  perClient: number;
  running: number;
  waiting: number;
  waitMs: number;
}

export type SearchRefusal = "client-busy" | "server-busy";
export type SearchSlot = { release: () => void } | { refused: SearchRefusal };

export class SearchSlots {
  private readonly perClient = new Map<string, number>();
  private readonly queue: Array<() => void> = [];
  private running = 0;

  constructor(private readonly limits: SearchLimits) {}

  async take(client: string): Promise<SearchSlot> {
    const held = this.perClient.get(client) ?? 0;
    if (held >= this.limits.perClient) return { refused: "client-busy" };
    if (this.running >= this.limits.running && this.queue.length >= this.limits.waiting) return { refused: "server-busy" };
    this.perClient.set(client, held + 1);
    const leaveClient = () => {
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
    };
    if (this.running < this.limits.running) this.running += 1;
    else if (!(await this.waitForTurn())) {
      leaveClient();
      return { refused: "server-busy" };
    }
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        leaveClient();
        // The next in line takes this place over as it is, so no newcomer slips in between.
        const next = this.queue.shift();
        if (next) next();
        else this.running -= 1;
      },
    };
  }

  /** True once a running search has finished and handed its place over; false after waitMs. */
  private waitForTurn(): Promise<boolean> {
    return new Promise((resolve) => {
      const turn = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(turn), 1);
        resolve(false);
      }, this.limits.waitMs);
      this.queue.push(turn);
    });
  }
}
