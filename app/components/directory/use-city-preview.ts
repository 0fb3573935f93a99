import { useCallback, useEffect, useRef, useState } from "react";
import type { Business, BusinessPage } from "~/lib/business";
import type { City } from "~/lib/catalog";
import { CITY_PREVIEW_FETCHED, CITY_PREVIEW_SHOWN } from "~/lib/directory";

export type CityPreview =
  | { status: "idle" | "loading" | "error" }
  | { status: "done"; businesses: Business[] };

/** The public API call behind a city card's preview; the country keeps two cities of one name apart. */
export function cityPreviewUrl(city: Pick<City, "slug" | "countryCode">): string {
  const params = new URLSearchParams({ city: city.slug });
  if (city.countryCode) params.set("countryCode", city.countryCode);
  params.set("limit", String(CITY_PREVIEW_FETCHED));
  params.set("offset", "0");
  return `/api/businesses?${params}`;
}

/**
 * Loads a city's top businesses the first time its card opens and keeps them,
 * so closing and reopening costs nothing. After a failure, `retry` tries again.
 */
export function useCityPreview(city: City, open: boolean): { preview: CityPreview; retry: () => void } {
  const [preview, setPreview] = useState<CityPreview>({ status: "idle" });
  const requested = useRef(false);
  const url = cityPreviewUrl(city);

  const load = useCallback(() => {
    requested.current = true;
    setPreview({ status: "loading" });
    fetch(url, { credentials: "include", headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
        return (await response.json()) as BusinessPage;
      })
      .then((page) => setPreview({ status: "done", businesses: page.businesses.slice(0, CITY_PREVIEW_SHOWN) }))
      .catch(() => setPreview({ status: "error" }));
  }, [url]);

  useEffect(() => {
    if (open && !requested.current) load();
  }, [open, load]);

  return { preview, retry: load };
}
