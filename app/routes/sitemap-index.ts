import { onLongWorkPool } from "../../server/context";
import { encodedResponse } from "../../server/http/encode-page";
import { XML_HEADERS } from "../../server/services/sitemap/sitemap-limits";
import { writeSitemapIndex } from "../../server/services/sitemap/write-sitemap-index";
import type { Route } from "./+types/sitemap-index";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Finding the chunk boundaries reads every business once: the long-work pool, without the statement limit.
  return encodedResponse(request, await writeSitemapIndex(onLongWorkPool(context.app)), { headers: XML_HEADERS });
}
