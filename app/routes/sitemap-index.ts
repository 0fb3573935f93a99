import { XML_HEADERS } from "../../server/services/sitemap/sitemap-limits";
import { writeSitemapIndex } from "../../server/services/sitemap/write-sitemap-index";
import type { Route } from "./+types/sitemap-index";

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await writeSitemapIndex(context.app), { headers: XML_HEADERS });
}
