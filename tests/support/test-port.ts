// Ports for the servers and databases tests start, below the kernel's ephemeral range
// (32768–60999 on Linux), where outgoing connections take theirs: a server started there
// can find its port held by a client socket (a login burst alone opens hundreds). Each test
// worker draws from a block of its own, so test files running side by side never meet.
// The range starts above 25672, where a machine with RabbitMQ has it listening.
const WORKER = Number(process.env.VITEST_POOL_ID ?? 0) % 12;
let nextPort = 26_000 + WORKER * 500 + Math.floor(Math.random() * 400);

/** A port no other test of this run is given. */
export const freePort = (): number => (nextPort += 1);
