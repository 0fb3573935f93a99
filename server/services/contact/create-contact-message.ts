import { z } from "zod";
import { CONTACT_MAX_LENGTH } from "../../../app/components/static/contact-fields";
import type { AppContext } from "../../context";
import { MINUTE } from "../cache";
import type { RateLimit } from "../rate-limit";

/** Per sender address: enough for a visitor who corrects a message, too few for a spam run. */
export const CONTACT_RATE_LIMIT: RateLimit = { name: "contact-message", points: 5, windowMs: 10 * MINUTE };

// Control characters are dropped (PostgreSQL refuses NUL in text); one-line fields
// also lose line breaks, so a subject can never smuggle extra mail headers.
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
const multiLine = (value: string) =>
  value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();

function textField(clean: (value: string) => string, required: string, tooLong: string, max: number) {
  return z
    .string({ error: required })
    .transform(clean)
    .pipe(z.string().min(1, required).max(max, tooLong));
}

export const contactMessageSchema = z.object(
  {
    name: textField(oneLine, "Please enter your full name.", "Full name must be at most 200 characters.", CONTACT_MAX_LENGTH.name),
    email: textField(oneLine, "Please enter your email address.", "Email address must be at most 320 characters.", CONTACT_MAX_LENGTH.email)
      .pipe(z.email("Please enter a valid email address.")),
    subject: textField(oneLine, "Please enter a subject.", "Subject must be at most 300 characters.", CONTACT_MAX_LENGTH.subject),
    message: textField(multiLine, "Please enter a message.", "Message must be at most 5,000 characters.", CONTACT_MAX_LENGTH.message),
  },
  { error: "Send an object with name, email, subject and message." },
);

export type ContactMessage = z.infer<typeof contactMessageSchema>;

export type CreateContactMessageResult =
  | { ok: true; id: number }
  | { ok: false; status: 400; error: string; details: { path: string; message: string }[] }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number };

/**
 * Validates and stores a visitor's message. Only valid messages count against
 * the sender's limit, so fixing a typo never locks anyone out; a valid one is
 * counted before it is stored. `ip` is null when the caller cannot know the
 * address; all such senders share one allowance.
 */
export async function createContactMessage(
  ctx: AppContext,
  input: unknown,
  ip: string | null,
): Promise<CreateContactMessageResult> {
  const parsed = contactMessageSchema.safeParse(input);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    return { ok: false, status: 400, error: "Invalid contact message", details };
  }
  const limit = await ctx.limiters.for(CONTACT_RATE_LIMIT).consume(ip ?? "unknown-address");
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return {
      ok: false,
      status: 429,
      error: `Too many messages. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  const row = await ctx.db
    .insertInto("contact_messages")
    .values({ ...parsed.data, ip })
    .returning("id")
    .executeTakeFirstOrThrow();
  ctx.logger.info({ contactMessageId: row.id }, "contact message received");
  return { ok: true, id: row.id };
}
