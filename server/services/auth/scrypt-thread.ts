import { Worker } from "node:worker_threads";
import type { ScryptOptions } from "node:crypto";

/**
 * scrypt on a thread of its own at the lowest CPU priority (nice 19). A hash costs
 * ~100 ms of a core; on libuv's pool it competed with pages, gzip and file reads at
 * equal priority, so a burst of wrong logins from many addresses slowed every page
 * while a core hashed. At nice 19 the kernel gives the hash only what pages leave
 * idle: logins wait longer under load, pages do not. Linux keeps a nice value per
 * thread, so only this thread is lowered; elsewhere it runs at normal priority.
 *
 * The thread's code is a string: the server is one bundle, and a separate worker
 * file would have to be shipped beside it.
 */
const THREAD_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
const { readlinkSync } = require("node:fs");
const { getPriority, setPriority } = require("node:os");
let priority = null;
try {
  // "/proc/thread-self" names this thread: "<pid>/task/<tid>".
  const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
  setPriority(tid, 19);
  priority = getPriority(tid);
} catch {}
parentPort.on("message", ({ id, secret, salt, keyLength, options }) => {
  if (id === 0) return parentPort.postMessage({ id, priority });
  try {
    parentPort.postMessage({ id, key: scryptSync(secret, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

interface Answer {
  id: number;
  key?: Uint8Array;
  error?: string;
  priority?: number | null;
}

type Pending = { resolve: (answer: Answer) => void; reject: (error: Error) => void };

// Per process on purpose: the thread, its pending hashes and their ids belong to this
// process's CPU; nothing here is shared state another process must see.
let thread: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function hashingThread(): Worker {
  if (thread) return thread;
  const worker = new Worker(THREAD_SOURCE, { eval: true });
  // Idle, it must not keep a finished process (a script, a test) alive.
  worker.unref();
  worker.on("message", (answer: Answer) => {
    pending.get(answer.id)?.resolve(answer);
    pending.delete(answer.id);
  });
  const fail = (error: Error) => {
    if (thread === worker) thread = null;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`the hashing thread stopped (exit code ${code})`)));
  thread = worker;
  return worker;
}

function ask(id: number, message: object): Promise<Answer> {
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    hashingThread().postMessage({ id, ...message });
  });
}

/** scrypt's key for `secret`, derived on the low-priority hashing thread. */
export async function scryptOnThread(secret: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  const answer = await ask(nextId++, { secret, salt, keyLength, options });
  if (answer.error !== undefined || !answer.key) throw new Error(answer.error ?? "no key from the hashing thread");
  return Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.byteLength);
}

/** The hashing thread's nice value (19 where threads can be lowered), or null where it cannot be read. */
export async function hashingThreadPriority(): Promise<number | null> {
  return (await ask(0, {})).priority ?? null;
}
