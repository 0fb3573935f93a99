import { publicAdsTxt } from "../../server/services/ads/ads-txt-store";
import type { Route } from "./+types/ads-txt";

/** Authorised ad sellers (IAB ads.txt), as saved on the ads screen; an empty file until then. */
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await publicAdsTxt(context.app), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
