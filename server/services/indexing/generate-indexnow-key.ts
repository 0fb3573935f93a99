import { randomBytes } from "node:crypto";

/** 32 hexadecimal characters: inside the protocol's 8–128 [A-Za-z0-9-], and unguessable. */
export function generateIndexNowKey(): string {
  return randomBytes(16).toString("hex");
}
