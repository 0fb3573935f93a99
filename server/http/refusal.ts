// A refusal (bad input, a foreign origin, an unknown API route, too many searches ...) is the
// client's doing, not a fault of Locus: it is logged once, on the request's own access line,
// with its status and reason, and never with a stack trace. 500s keep theirs (error-handler.ts).
import type { Request, Response } from "express";
import type { ErrorStatus } from "../services/app-error";

declare global {
  namespace Express {
    interface Locals {
      /** Why this request was refused: added to its access log line. */
      refusalReason?: string;
    }
  }
}

export function noteRefusal(res: Response, reason: string): void {
  res.locals.refusalReason = reason;
}

export function refusalReason(res: { locals?: Response["locals"] }): string | undefined {
  return res.locals?.refusalReason;
}

/** The API's paths: refused with `{ error, details? }`, pages with a short HTML page. */
export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/**
 * Answers a refusal made before any route ran (no database touched): JSON for the API, as
 * its error handler would, and a plain page for everything else.
 */
export function sendRefusal(
  req: Request,
  res: Response,
  refusal: { status: ErrorStatus; message: string; details?: unknown; retryAfterSeconds?: number; pageText: string },
): void {
  noteRefusal(res, refusal.message);
  res.setHeader("Cache-Control", "no-store");
  if (refusal.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(refusal.retryAfterSeconds));
  res.status(refusal.status);
  if (isApiPath(req.path)) {
    res.json(refusal.details === undefined ? { error: refusal.message } : { error: refusal.message, details: refusal.details });
    return;
  }
  res.type("html").send(refusalPage(refusal.status, refusal.pageText));
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

function refusalPage(status: number, text: string): string {
  const safe = text.replace(/[&<>"]/g, (character) => ESCAPES[character]!);
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${status} | Locus</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:6rem auto;padding:0 1rem;text-align:center;color:#0f172a">
<p style="font-size:3rem;font-weight:700;color:#cbd5e1;margin:0">${status}</p>
<h1 style="font-size:1.5rem">${safe}</h1>
<p><a href="/">Back to Home</a></p>
</body></html>`;
}
