import { describe, expect, it } from "vitest";
import { databaseUnavailable, databaseUnavailableReason } from "./database-unavailable";

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: "FATAL" });

describe("databaseUnavailableReason", () => {
  it("knows pg's and pg-pool's words for a server that did not answer in time", () => {
    expect(databaseUnavailableReason(new Error("timeout exceeded when trying to connect"))).toBe("timeout exceeded when trying to connect");
    expect(databaseUnavailableReason(new Error("Query read timeout"))).toBe("Query read timeout");
    expect(databaseUnavailableReason(new Error("Connection terminated due to connection timeout"))).toBe("Connection terminated due to connection timeout");
  });

  it("knows the SQLSTATEs of a server that cannot serve now", () => {
    expect(databaseUnavailableReason(pgError("57014", "canceling statement due to statement timeout"))).toBe("57014 statement timeout");
    expect(databaseUnavailableReason(pgError("57P03", "the database system is starting up"))).toBe("57P03 server starting or stopping");
    expect(databaseUnavailableReason(pgError("53300", "sorry, too many clients already"))).toBe("53300 too many connections");
    expect(databaseUnavailableReason(pgError("08006", "connection failure"))).toBe("08006 connection exception");
  });

  it("finds a refused connection inside Node's per-address error and inside a wrapping error", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(databaseUnavailableReason(new AggregateError([refused], ""))).toBe("ECONNREFUSED");
    expect(databaseUnavailableReason(new Error("loading the page failed", { cause: refused }))).toBe("ECONNREFUSED");
  });

  it("leaves bugs and refusals alone", () => {
    expect(databaseUnavailableReason(pgError("42P01", 'relation "nope" does not exist'))).toBeNull();
    expect(databaseUnavailableReason(pgError("23505", "duplicate key value violates unique constraint"))).toBeNull();
    expect(databaseUnavailableReason(new TypeError("Cannot read properties of undefined"))).toBeNull();
    expect(databaseUnavailableReason("a string")).toBeNull();
    expect(databaseUnavailableReason(null)).toBeNull();
  });
});

describe("databaseUnavailable", () => {
  it("gives a 503 with Retry-After and a log occurrence named after the reason", () => {
    const found = databaseUnavailable(new Error("Query read timeout"))!;
    expect(found.answer).toMatchObject({ status: 503, message: "Service temporarily unavailable", retryAfterSeconds: 5 });
    expect(found.occurrence).toMatchObject({ kind: "database: Query read timeout", message: "Database unavailable" });
  });
});
