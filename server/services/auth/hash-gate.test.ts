import { describe, expect, it } from "vitest";
import { HashGate } from "./hash-gate";

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
}

describe("HashGate", () => {
  it("runs `inFlight` at once, queues `waiting` more in order, refuses the rest without running them", async () => {
    const gate = new HashGate(1, 2);
    const started: string[] = [];
    const jobs = ["a", "b", "c", "d"].map((name) => ({ name, ...deferred() }));
    const results = jobs.map((job) =>
      gate.run(() => {
        started.push(job.name);
        return job.promise;
      }),
    );
    expect(await results[3]).toBeNull();
    expect(gate.enter()).toBeNull();
    expect(started).toEqual(["a"]);

    jobs[0]!.resolve("A");
    expect(await results[0]).toBe("A");
    await Promise.resolve();
    expect(started).toEqual(["a", "b"]);
    // One running, one waiting: room for one more in the queue.
    const late = gate.run(async () => "late");
    expect(await gate.run(async () => "refused")).toBeNull();

    jobs[1]!.resolve("B");
    jobs[2]!.resolve("C");
    expect(await Promise.all([results[1], results[2], late])).toEqual(["B", "C", "late"]);
    expect(started).toEqual(["a", "b", "c"]);
  });

  it("frees the slot when a hash throws", async () => {
    const gate = new HashGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run(async () => "next")).toBe("next");
  });

  it("counts a place from `enter` to `leave`, hashing or not, so logins on their way fill it too", async () => {
    const gate = new HashGate(1, 1);
    expect(gate.isFull()).toBe(false);
    const first = gate.enter()!;
    const second = gate.enter()!;
    expect(gate.isFull()).toBe(true);
    expect(gate.enter()).toBeNull();
    expect(await gate.run(async () => "no room")).toBeNull();
    // Both hash in turn with the places they hold.
    expect(await Promise.all([first.hash(async () => 1), second.hash(async () => 2)])).toEqual([1, 2]);
    first.leave();
    first.leave();
    const third = gate.enter();
    expect(third).not.toBeNull();
    expect(gate.enter()).toBeNull();
    second.leave();
    third!.leave();
    expect(await gate.run(async () => "room again")).toBe("room again");
  });

  it("lets two run together when asked to", async () => {
    const gate = new HashGate(2, 0);
    const first = deferred();
    const second = deferred();
    const both = [gate.run(() => first.promise), gate.run(() => second.promise)];
    expect(await gate.run(async () => "third")).toBeNull();
    first.resolve("1");
    second.resolve("2");
    expect(await Promise.all(both)).toEqual(["1", "2"]);
  });
});
