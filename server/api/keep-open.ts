import type { Request } from "express";

/**
 * A backup, a restore or a VACUUM of a large directory takes minutes, all of it after the
 * request has arrived. Node's `requestTimeout` only limits receiving the request and its
 * socket timeout is off by default, but a server configured with `server.timeout` would
 * cut such an answer off mid-way: the socket of these requests is exempted explicitly.
 * (Kept synchronous rather than a polled background task: the reset must not start before
 * its backup is on disk, and the answer names the file.)
 */
export function keepOpenWhileWorking(req: Request): void {
  req.socket.setTimeout(0);
}
