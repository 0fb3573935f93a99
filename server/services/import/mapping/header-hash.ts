// A remembered mapping serves every file with the same header: the same columns in the same
// order, however each tool spells them ("Empresa", "EMPRESA", " empresa ").
import { createHash } from "node:crypto";
import { headerKey } from "../parse/header-key";

export function headerHash(headers: readonly string[]): string {
  return createHash("sha256").update(JSON.stringify(headers.map(headerKey))).digest("hex");
}
