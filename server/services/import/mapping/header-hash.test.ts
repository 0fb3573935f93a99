import { describe, expect, it } from "vitest";
import { headerHash } from "./header-hash";

const LEADS = ["Empresa", "phone", "phoneUnformatted", "Enviado", "Retorno", "column_6", "Enviados", "Retornos"];

describe("headerHash", () => {
  it("is the same for the same columns however they are spelled", () => {
    const respelled = ["EMPRESA", " Phone ", "phone_unformatted", "enviado", "Retorno", "Column 6", "ENVIADOS", "retornos"];
    expect(headerHash(respelled)).toBe(headerHash(LEADS));
    expect(headerHash(LEADS)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("differs when the columns change order, or one is added or removed", () => {
    const base = headerHash(LEADS);
    expect(headerHash([LEADS[1]!, LEADS[0]!, ...LEADS.slice(2)])).not.toBe(base);
    expect(headerHash([...LEADS, "Notas"])).not.toBe(base);
    expect(headerHash(LEADS.slice(1))).not.toBe(base);
  });

  it("keeps column boundaries: two headers are not one joined header", () => {
    expect(headerHash(["ab", "c"])).not.toBe(headerHash(["a", "bc"]));
  });
});
