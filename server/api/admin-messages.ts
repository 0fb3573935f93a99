import { Router, type Request } from "express";
import type { AppContext } from "../context";
import { AppError } from "../services/app-error";
import { deleteMessage } from "../services/admin/messages-delete";
import { listMessages } from "../services/admin/messages-list";
import { messageIdSchema, messageListQuerySchema, messageUpdateSchema } from "../services/admin/messages-schemas";
import { setMessageRead } from "../services/admin/messages-set-read";
import { adminOf, requireAdminApi } from "./admin-guard";
import { parseInput } from "./request-input";

const NOT_FOUND = "Mesaj bulunamadı.";

// req.ip is the socket address, or the forwarded one only from a proxy TRUST_PROXY names.
const clientIp = (req: Request) => req.ip ?? null;

function messageId(req: Request): number {
  return parseInput(messageIdSchema, req.params.id, "message id");
}

/** The contact-form inbox, mounted at /api/admin/messages; every call needs an admin session. */
export function adminMessagesRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAdminApi(ctx), (_req, res, next) => {
    // Visitors' names, addresses and words: never kept by any cache.
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.get("/", async (req, res) => {
    res.json(await listMessages(ctx, parseInput(messageListQuerySchema, req.query)));
  });

  router.patch("/:id", async (req, res) => {
    const id = messageId(req);
    const { isRead } = parseInput(messageUpdateSchema, req.body, "message update");
    const message = await setMessageRead(ctx, id, isRead);
    if (!message) throw AppError.notFound(NOT_FOUND);
    res.json(message);
  });

  router.delete("/:id", async (req, res) => {
    const deleted = await deleteMessage(ctx, messageId(req), { adminUserId: adminOf(res).id, ip: clientIp(req) });
    if (!deleted) throw AppError.notFound(NOT_FOUND);
    res.status(204).end();
  });

  return router;
}
