// Cell texts in the shapes Outscraper writes them: Python reprs of dicts (it
// is a Python service), JSON for the hours, the "Day: hours | Day: hours" old
// hours format, and descriptions as plain text.

type PythonValue = string | boolean | { [key: string]: PythonValue };

/** repr() of a str: single quotes unless the text holds one and no double quote. */
export function pythonString(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let body = text.replaceAll("\\", "\\\\").replaceAll("\n", "\\n").replaceAll("\r", "\\r").replaceAll("\t", "\\t");
  if (quote === "'") body = body.replaceAll("'", "\\'");
  return `${quote}${body}${quote}`;
}

/** repr() of a dict of str, bool and nested dicts: {'Service options': {'Dine-in': True}}. */
export function pythonRepr(value: PythonValue): string {
  if (typeof value === "string") return pythonString(value);
  if (typeof value === "boolean") return value ? "True" : "False";
  const items = Object.entries(value).map(([key, item]) => `${pythonString(key)}: ${pythonRepr(item)}`);
  return `{${items.join(", ")}}`;
}

/** {"Monday": "9AM–5PM", ...} with Python's json.dumps spacing; null without hours. */
export function hoursJson(hours: Record<string, string>): string | null {
  const days = Object.entries(hours);
  if (days.length === 0) return null;
  return `{${days.map(([day, text]) => `${JSON.stringify(day)}: ${JSON.stringify(text)}`).join(", ")}}`;
}

/** Monday: 9AM–5PM | Tuesday: Closed | ...; null without hours. */
export function hoursOldFormat(hours: Record<string, string>): string | null {
  const days = Object.entries(hours);
  return days.length === 0 ? null : days.map(([day, text]) => `${day}: ${text}`).join(" | ");
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };

/** The demo generator's description HTML as the plain sentences a scraper file carries. */
export function plainText(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!)
    .trim();
}
