// Public shapes of categories, cities and countries (browser-safe types).

export interface Category {
  id: number;
  name: string;
  slug: string;
  icon: string;
  businessCount: number;
}

export interface City {
  id: number;
  name: string;
  slug: string;
  country: string | null;
  countryCode: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string | null;
  businessCount: number;
}

export interface Country {
  code: string;
  name: string;
  businessCount: number;
}

export interface HtmlInjectionCode {
  id: string;
  name: string;
  code: string;
  position: "head" | "body-start" | "body-end";
}
