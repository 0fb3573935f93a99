import { redirect } from "react-router";
import { requireAdmin } from "../../../server/services/auth/require-admin";
import { transportOf } from "../../../server/services/auth/session-cookie";
import { signOutAdmin } from "../../../server/services/auth/sign-out-admin";
import type { Route } from "./+types/logout";

/** Signing out changes state, so only the POST form does it; a visit by link just goes back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.app, request);
  return redirect("/admin");
}

/** 'Çıkış Yap': ends the session through the same service as the API, clears the cookie, back to the login page. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context.app, request);
  const client = { ip: context.clientIp, transport: transportOf(request) };
  const clearCookie = await signOutAdmin(context.app, request.headers.get("cookie"), client);
  return redirect("/admin/login", { headers: { "Set-Cookie": clearCookie, "Cache-Control": "no-store" } });
}
