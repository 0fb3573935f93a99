import { describe, expect, it } from "vitest";
import { SearchSlots } from "./search-slots";

const release = (slot: Awaited<ReturnType<SearchSlots["take"]>>) => {
  if (!("release" in slot)) throw new Error(`refused: ${slot.refused}`);
  return slot.release;
};

describe("SearchSlots", () => {
  it("lets a client hold perClient searches and refuses the next until one ends", async () => {
    const slots = new SearchSlots({ perClient: 2, running: 10, waiting: 0, waitMs: 0 });
    const first = release(await slots.take("a"));
    release(await slots.take("a"));
    expect(await slots.take("a")).toEqual({ refused: "client-busy" });
    release(await slots.take("b"));
    first();
    first(); // a second release changes nothing
    release(await slots.take("a"));
    expect(await slots.take("a")).toEqual({ refused: "client-busy" });
  });

  it("queues beyond `running` in order, hands a finished place to the next in line, and refuses a full queue", async () => {
    const slots = new SearchSlots({ perClient: 5, running: 1, waiting: 1, waitMs: 5_000 });
    const running = release(await slots.take("a"));
    let queuedTurn = false;
    const queued = slots.take("b").then((slot) => ((queuedTurn = true), slot));
    expect(await slots.take("c")).toEqual({ refused: "server-busy" });
    expect(queuedTurn).toBe(false);
    running();
    const next = release(await queued);
    // The place passed on: a newcomer still waits rather than running beside it.
    const newcomer = slots.take("d");
    let newcomerTurn = false;
    void newcomer.then(() => (newcomerTurn = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(newcomerTurn).toBe(false);
    next();
    release(await newcomer);
  });

  it("gives up waiting after waitMs and frees the client's count", async () => {
    const slots = new SearchSlots({ perClient: 1, running: 1, waiting: 4, waitMs: 50 });
    const running = release(await slots.take("a"));
    expect(await slots.take("b")).toEqual({ refused: "server-busy" });
    running();
    release(await slots.take("b"));
  });
});
