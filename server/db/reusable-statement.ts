import type { CompiledQuery } from "kysely";
import type { Db } from "./pool";

/** Stands for one of a statement's values while it is compiled (see reusableStatement). */
class Placeholder {
  constructor(readonly name: string) {}
}

/** The `value` a reusable statement's builder is given: `value("slug")` stands for the call's `slug`. */
export type Slots<Values> = <Name extends keyof Values & string>(name: Name) => Values[Name];

/**
 * A statement whose SQL text is the same on every call, built and compiled once per process.
 *
 * Kysely builds a statement's tree and compiles it to text on every call: for a business's
 * look-up with its forty columns, that cost the process more CPU than PostgreSQL spent
 * running it (an eighth of an API request's time in Node). Here `compile` runs once, on the
 * first call, with `value(name)` standing where each call's own value goes; every call then
 * sends that text with its values in those places. Everything else in the text (limits
 * written as literals, the prepared-statement mark) is fixed: a statement whose text varies
 * with more than its values needs one reusableStatement per variant.
 */
export function reusableStatement<Values extends Record<string, unknown>, Row>(
  compile: (db: Db, value: Slots<Values>) => CompiledQuery<Row>,
): (db: Db, values: Values) => Promise<Row[]> {
  let compiled: { query: CompiledQuery<Row>; slots: (keyof Values | null)[] } | undefined;
  return async (db, values) => {
    compiled ??= compileWithPlaceholders(db, compile);
    const { query, slots } = compiled;
    const parameters = query.parameters.map((fixed, index) => {
      const name = slots[index];
      return name === null || name === undefined ? fixed : values[name];
    });
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}

function compileWithPlaceholders<Values extends Record<string, unknown>, Row>(
  db: Db,
  compile: (db: Db, value: Slots<Values>) => CompiledQuery<Row>,
) {
  const named = new Set<string>();
  const value: Slots<Values> = (name) => {
    named.add(name);
    return new Placeholder(name) as Values[typeof name];
  };
  const query = compile(db, value);
  const slots = query.parameters.map((parameter) => (parameter instanceof Placeholder ? (parameter.name as keyof Values) : null));
  // A value the builder folded into the text (or dropped) would silently be the same on every call.
  const placed = new Set(slots.filter((slot) => slot !== null));
  const missing = [...named].filter((name) => !placed.has(name));
  if (missing.length) throw new Error(`reusableStatement: ${missing.join(", ")} did not become a parameter of the statement`);
  return { query, slots };
}

/**
 * A family of reusable statements, one per shape, each built on its first use: for a
 * statement whose text varies with a few literals (a limit, whether a clause is there),
 * `statementFor(shape)` is built once per distinct `keyOf(shape)` and kept for the process's
 * life. Shapes must come from a small, fixed set.
 */
export function reusableStatementsByShape<Shape, Values extends Record<string, unknown>, Row>(
  keyOf: (shape: Shape) => string | number,
  compileFor: (shape: Shape) => (db: Db, value: Slots<Values>) => CompiledQuery<Row>,
): (shape: Shape) => (db: Db, values: Values) => Promise<Row[]> {
  const statements = new Map<string | number, (db: Db, values: Values) => Promise<Row[]>>();
  return (shape) => {
    const key = keyOf(shape);
    let statement = statements.get(key);
    if (!statement) {
      statement = reusableStatement(compileFor(shape));
      statements.set(key, statement);
    }
    return statement;
  };
}
