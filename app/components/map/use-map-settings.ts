import { useRouteLoaderData } from "react-router";
import { DEFAULT_MAP_SETTINGS, type MapSettings } from "~/lib/map-settings";

/** The server's map configuration, read once per page by the root loader (the defaults on an error page). */
export function useMapSettings(): MapSettings {
  const root = useRouteLoaderData("root") as { map?: MapSettings } | undefined;
  return root?.map ?? DEFAULT_MAP_SETTINGS;
}
