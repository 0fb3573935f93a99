import { Router } from "express";
import type { AppContext } from "../context";
import { AppError } from "../services/app-error";
import { createContactMessage } from "../services/contact/create-contact-message";
import { jsonBody } from "./request-input";

export function contactRouter(ctx: AppContext): Router {
  const router = Router();

  router.post("/contact", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const body = jsonBody(req, "Send the message as JSON (Content-Type: application/json)");
    // req.ip is the socket address, or the forwarded one only from a proxy TRUST_PROXY names.
    const result = await createContactMessage(ctx, body, req.ip ?? null);
    if (result.ok) {
      res.status(201).json({ id: result.id });
      return;
    }
    if (result.status === 429) throw AppError.tooManyRequests(result.error, result.retryAfterSeconds);
    throw AppError.badInput(result.error, result.details);
  });

  return router;
}
