import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import { contentSecurityPolicy, referrerPolicy, xContentTypeOptions, xFrameOptions } from "helmet";
import { isApiPath } from "./refusal";

declare global {
  namespace Express {
    interface Locals {
      /** The nonce of a back-office page's Content-Security-Policy, for React Router's inline scripts. */
      cspNonce?: string;
    }
  }
}

/** The back office's pages and their data requests: /admin, /admin/..., /admin.data. */
export function isBackOfficePage(path: string): boolean {
  return /^\/admin(?:[/.]|$)/.test(path);
}

const nonceOf = (_req: unknown, res: ServerResponse) => `'nonce-${(res as Response).locals.cspNonce}'`;

/**
 * The back office runs only its own bundles, plus the inline scripts React Router writes
 * into the document for hydration, which carry this request's nonce. Styles may be inline
 * (React renders `style` attributes, Radix positions popovers with them); images may come
 * from anywhere over https (business photos). No site can frame it. No third-party code
 * runs there: the site's analytics and injection codes are left out of back-office pages.
 */
function backOfficePolicy(development: boolean) {
  return contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", nonceOf],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      // `npm run dev`: Vite's hot-reload socket listens on a port of its own.
      connectSrc: development ? ["'self'", "ws:"] : ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
}

/** JSON and downloads: nothing in an API answer may run, load or be framed. */
const apiPolicy = contentSecurityPolicy({ useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } });

/**
 * Headers on every answer: `nosniff`, so nothing Locus serves (an uploaded name echoed in
 * JSON, a text file) is ever run as a script or style it was not labelled as; a referrer
 * that tells other sites only Locus's origin, never a back-office address or a search.
 * The back office and the API also get a Content-Security-Policy and `X-Frame-Options: DENY`
 * against clickjacking. Public pages get no policy: the Settings screen's analytics and the
 * injection codes may load scripts from anywhere, which a policy would have to allow anyway.
 */
export function securityHeaders(options: { development: boolean }): RequestHandler {
  const everywhere = [xContentTypeOptions(), referrerPolicy({ policy: "strict-origin-when-cross-origin" })];
  const deny = xFrameOptions({ action: "deny" });
  const backOffice = backOfficePolicy(options.development);
  return (req, res, next) => {
    for (const set of everywhere) set(req, res, () => {});
    if (isApiPath(req.path)) {
      deny(req, res, () => {});
      apiPolicy(req, res, next);
    } else if (isBackOfficePage(req.path)) {
      res.locals.cspNonce = randomBytes(16).toString("base64");
      deny(req, res, () => {});
      backOffice(req, res, next);
    } else {
      next();
    }
  };
}
