import { z, type ZodObject, type ZodType } from "zod";

// Building blocks of the OpenAPI paths.

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: object, description = "OK") => ({ description, content: { "application/json": { schema } } });
export const body = (schema: ZodType) => ({
  required: true,
  content: { "application/json": { schema: z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) } },
});
export const idParameter = { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } };
/** Needs the `locus_admin` session cookie. */
export const admin = { security: [{ adminSession: [] }] };
export const guarded = {
  400: json(ref("Error"), "Invalid input (details per field)"),
  401: json(ref("Error"), "No admin session"),
  403: json(ref("Error"), "Changing call from another origin"),
};
export const notFound = { 404: json(ref("Error"), "Not found") };

/** Query parameters straight from the zod schema the router validates with, so the two cannot drift. */
export function queryParameters(schema: ZodObject, descriptions: Record<string, string> = {}) {
  const jsonSchema = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties: Record<string, object>;
  };
  return Object.entries(jsonSchema.properties).map(([name, property]) => ({
    name,
    in: "query",
    required: false,
    schema: property,
    ...(descriptions[name] ? { description: descriptions[name] } : {}),
  }));
}
