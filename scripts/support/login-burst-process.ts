// The sender of the bench's bursts (logins, and plain requests beside them), as a process of
// its own. Sending 150–300 requests and reading their answers keeps an event loop busy for
// tens of milliseconds; done in the process that times the pages, that wait was counted as
// the server's. An attacker is somewhere else, so the bursts are sent from here.
import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { sendLoginBurst, sendPlainBurst } from "./login-burst";

/** Wrong logins, or as many plain requests (see sendPlainBurst). */
export type BurstKind = "logins" | "plain";

interface BurstOrder {
  base: string;
  count: number;
  kind: BurstKind;
}

type BurstResult = Awaited<ReturnType<typeof sendLoginBurst>>;
type BurstAnswer = { result: BurstResult } | { error: string };

/** A waiting sender; each `send` is one burst, answered with its statuses. */
export interface BurstSender {
  send(base: string, count: number, kind: BurstKind): Promise<BurstResult>;
  stop(): void;
}

/** Started before the idle phase, so its start-up does not fall inside a measurement. */
export async function startBurstSender(): Promise<BurstSender> {
  // fork() keeps this process's exec arguments, so the TypeScript loader comes along.
  const child: ChildProcess = fork(import.meta.filename, ["--serve"], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  await once(child, "message");
  return {
    send: async (base, count, kind) => {
      // once() rejects when the child fails instead of answering.
      const answer = once(child, "message") as Promise<[BurstAnswer]>;
      child.send({ base, count, kind } satisfies BurstOrder);
      const [reply] = await answer;
      if ("error" in reply) throw new Error(`${kind === "plain" ? "plain" : "login"} burst failed: ${reply.error}`);
      return reply.result;
    },
    stop: () => child.kill(),
  };
}

if (process.argv.includes("--serve") && process.send) {
  process.on("message", (order: BurstOrder) => {
    (order.kind === "plain" ? sendPlainBurst : sendLoginBurst)(order.base, order.count).then(
      (result) => process.send!({ result } satisfies BurstAnswer),
      (error: unknown) => process.send!({ error: String(error) } satisfies BurstAnswer),
    );
  });
  process.on("disconnect", () => process.exit(0));
  process.send("ready");
}
