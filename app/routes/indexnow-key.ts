import { publicIndexNowKey } from "../../server/services/indexing/public-indexnow-key";
import type { Route } from "./+types/indexnow-key";

const NOT_FOUND = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * IndexNow's key file, {SITE_URL}/{key}.txt: engines fetch it to check that
 * the URLs they were sent come from the site's owner. It holds the key and
 * nothing else; any other name is a plain 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const key = await publicIndexNowKey(context.app);
  if (!key || params.key !== key) return NOT_FOUND();
  return new Response(key, {
    // Short: a regenerated key must reach the engines soon.
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300", "X-Robots-Tag": "noindex" },
  });
}
