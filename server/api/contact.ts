import { Router } from "express";
import type { AppContext } from "../context";
import { createContactMessage } from "../services/contact/create-contact-message";
import { HttpError } from "./http-error";

export function contactRouter(ctx: AppContext): Router {
  const router = Router();

  router.post("/contact", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!req.is("application/json")) throw new HttpError(415, "Send the message as JSON (Content-Type: application/json)");
    // req.ip is the socket address, or the forwarded one only from a proxy TRUST_PROXY names.
    const result = await createContactMessage(ctx, req.body, req.ip ?? null);
    if (result.ok) {
      res.status(201).json({ id: result.id });
      return;
    }
    if (result.status === 429) {
      res.setHeader("Retry-After", String(result.retryAfterSeconds));
      throw new HttpError(429, result.error);
    }
    throw new HttpError(400, result.error, result.details);
  });

  return router;
}
