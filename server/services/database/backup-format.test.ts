import { describe, expect, it } from "vitest";
import { AppError } from "../app-error";
import { BACKUP_MESSAGES } from "./backup-errors";
import { headerLine, parseBackupHeader, parseBackupTrailer, trailerLine, type BackupHeader } from "./backup-format";
import { foreignKeySafeOrder } from "./backup-tables";
import { checkBackupFits } from "./read-backup-header";

const header: BackupHeader = {
  format: "locus-backup",
  version: 1,
  createdAt: "2026-01-10T12:24:30.123Z",
  migrations: ["001-catalog.sql", "002-back-office.sql"],
  tables: [
    { name: "categories", columns: ["id", "name"], rows: 2 },
    { name: "businesses", columns: ["id", "name", "category_id"], rows: 5 },
  ],
};

describe("backup header", () => {
  it("reads back what was written", () => {
    expect(parseBackupHeader(headerLine(header).trimEnd())).toEqual(header);
  });

  it.each([
    ["not JSON", "PK\u0003\u0004 binary"],
    ["another JSON file", JSON.stringify({ hello: "world" })],
    ["another format version", JSON.stringify({ ...header, version: 2 })],
    ["a table name that is not an identifier", JSON.stringify({ ...header, tables: [{ name: 'x"; DROP TABLE y; --', columns: ["id"], rows: 1 }] })],
    ["a negative row count", JSON.stringify({ ...header, tables: [{ name: "x", columns: ["id"], rows: -1 }] })],
  ])("refuses %s as not a Locus backup", (_label, line) => {
    expect(() => parseBackupHeader(line)).toThrow(AppError.badInput(BACKUP_MESSAGES.notBackup));
  });
});

describe("backup trailer", () => {
  it("reads the sequences back", () => {
    const trailer = { end: "locus-backup" as const, sequences: [{ name: "businesses_id_seq", value: 42, isCalled: true }] };
    expect(parseBackupTrailer(trailerLine(trailer).trimEnd())).toEqual(trailer);
  });

  it("calls a missing or broken end damaged", () => {
    expect(() => parseBackupTrailer("")).toThrow(BACKUP_MESSAGES.damaged);
    expect(() => parseBackupTrailer('{"end":"locus-backup"')).toThrow(BACKUP_MESSAGES.damaged);
  });
});

describe("checkBackupFits", () => {
  const shapes = header.tables.map(({ name, columns }) => ({ name, columns }));

  it("accepts the same migrations and tables in any order", () => {
    expect(() => checkBackupFits(header, header.migrations, [...shapes].reverse())).not.toThrow();
  });

  it("refuses other migrations, tables or columns", () => {
    expect(() => checkBackupFits(header, [...header.migrations, "003-import.sql"], shapes)).toThrow(BACKUP_MESSAGES.otherSchema);
    expect(() => checkBackupFits(header, header.migrations, shapes.slice(1))).toThrow(BACKUP_MESSAGES.otherSchema);
    expect(() => checkBackupFits(header, header.migrations, [shapes[0]!, { name: "businesses", columns: ["id", "name"] }])).toThrow(BACKUP_MESSAGES.otherSchema);
  });
});

describe("foreignKeySafeOrder", () => {
  it("puts referenced tables first and ignores references to tables left out", () => {
    const order = foreignKeySafeOrder(
      ["reviews", "businesses", "categories", "cities", "countries", "audit_log"],
      [
        { child: "reviews", parent: "businesses" },
        { child: "businesses", parent: "categories" },
        { child: "businesses", parent: "cities" },
        { child: "cities", parent: "countries" },
        { child: "audit_log", parent: "admin_users" },
      ],
    );
    expect(order.indexOf("countries")).toBeLessThan(order.indexOf("cities"));
    expect(order.indexOf("cities")).toBeLessThan(order.indexOf("businesses"));
    expect(order.indexOf("categories")).toBeLessThan(order.indexOf("businesses"));
    expect(order.indexOf("businesses")).toBeLessThan(order.indexOf("reviews"));
    expect(order).toHaveLength(6);
  });

  it("refuses a cycle instead of looping", () => {
    expect(() => foreignKeySafeOrder(["a", "b"], [{ child: "a", parent: "b" }, { child: "b", parent: "a" }])).toThrow(/cycle/);
  });
});
