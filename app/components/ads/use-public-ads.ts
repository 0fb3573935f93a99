import { useRouteLoaderData } from "react-router";
import { NO_ADS, type PublicAds } from "~/lib/ads";

/** The enabled ad placements, read once per page by the root loader (none when it failed or on an error page). */
export function usePublicAds(): PublicAds {
  const root = useRouteLoaderData("root") as { ads?: PublicAds } | undefined;
  return root?.ads ?? NO_ADS;
}
