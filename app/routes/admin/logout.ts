import { redirect } from "react-router";
import { requireAdmin } from "../../../server/services/auth/require-admin";
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
  const clearCookie = await signOutAdmin(context.app, request.headers.get("cookie"), { ip: context.clientIp });
  return redirect("/admin/login", { headers: { "Set-Cookie": clearCookie, "Cache-Control": "no-store" } });
}
