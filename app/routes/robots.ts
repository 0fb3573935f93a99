import { ROBOTS_HEADERS, robotsTxt } from "../../server/services/sitemap/robots-txt";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.app.config.siteUrl), { headers: ROBOTS_HEADERS });
}
