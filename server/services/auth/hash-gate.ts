/**
 * Bounds the password hashing that anyone may start without an account. scrypt once ran on
 * libuv's thread pool (4 threads per process), which gzip and file reads share: a burst of
 * wrong logins that filled it held compressed pages and static files for seconds. It now runs
 * on a low-priority thread of its own (scrypt-thread.ts); the gate still bounds how many
 * logins wait for it, their memory and their database statements.
 *
 * A login takes a place at the gate when it arrives (`enter`), before it costs anything
 * else; `inFlight` place holders hash at once, the others wait their turn in order. When
 * every place is taken the login is refused at once: no counting, no hashing. The gate is
 * per process because the pool it protects is per process.
 */
export class HashGate {
  private placesTaken = 0;
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly inFlight: number,
    readonly waiting: number,
  ) {}

  /** Whether `enter` would turn a login away now. */
  isFull(): boolean {
    return this.placesTaken >= this.inFlight + this.waiting;
  }

  /** A place for one login, or null when all are taken. Whoever gets one must `leave`. */
  enter(): GatePass | null {
    if (this.isFull()) return null;
    this.placesTaken += 1;
    let left = false;
    return {
      hash: (work) => this.inTurn(work),
      leave: () => {
        if (left) return;
        left = true;
        this.placesTaken -= 1;
      },
    };
  }

  /** One hash with a place of its own: its result, or null when the gate is full and nothing ran. */
  async run<T>(work: () => Promise<T>): Promise<T | null> {
    const pass = this.enter();
    if (!pass) return null;
    try {
      return await pass.hash(work);
    } finally {
      pass.leave();
    }
  }

  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    // The slot is handed over by the hash that finishes, so `running` never dips in between.
    if (this.running >= this.inFlight) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

export interface GatePass {
  /** Runs `work` when a hashing slot is free (at once, or after the hashes ahead of it). */
  hash<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back; a second call does nothing. */
  leave(): void;
}

/**
 * One scrypt (~100 ms on one core) at a time per process, six more logins at the gate: a
 * login waits at most ~0.7 s for its turn on an idle machine, and a cluster with one worker
 * per core spends at most one low-priority thread per core on login hashes.
 */
export const LOGIN_HASHES_IN_FLIGHT = 1;
export const LOGIN_HASHES_WAITING = 6;

export const loginHashGate = new HashGate(LOGIN_HASHES_IN_FLIGHT, LOGIN_HASHES_WAITING);

/** Seconds a refused login is told to wait: the queue drains in well under that. */
export const HASH_GATE_RETRY_SECONDS = 2;

/** The 503 message when the gate is full, in the login screen's tone. */
export const HASH_GATE_BUSY_MESSAGE = "Sunucu şu anda çok sayıda giriş denemesini işliyor. Lütfen birkaç saniye sonra tekrar deneyin.";
