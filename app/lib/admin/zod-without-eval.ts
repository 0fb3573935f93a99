import { z } from "zod";

// In the browser, zod would probe `new Function` to compile its object checks; the back
// office's Content-Security-Policy forbids eval, and the browser reports the refused probe
// as a policy violation even though zod carries on without it. Jitless skips the probe.
// The server keeps the compiled checks.
if (typeof document !== "undefined") z.config({ jitless: true });
