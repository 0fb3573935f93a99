import { randomInt } from "node:crypto";

// No 0/O, 1/l/I: generated values are read off a terminal and typed by hand.
const ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** `groups` blocks of four random characters joined by dashes (each block ~23 bits). */
export function readableSecret(groups: number): string {
  return Array.from({ length: groups }, () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")).join("-");
}

/** A user code such as `admin-k7mq`: easy to type, not a guessable plain "admin". */
export function readableUserCode(): string {
  const lower = ALPHABET.replace(/[A-Z]/g, "");
  return `admin-${Array.from({ length: 4 }, () => lower[randomInt(lower.length)]).join("")}`;
}
