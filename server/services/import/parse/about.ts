// The "About" features of a place as Locus stores them: section -> feature -> true/false
// (or a short text). Sources: Outscraper's dict repr, Locus's JSON, Apify's JSON where a
// section is a list of one-feature objects, Apify's flattened
// additionalInfo/<section>/<n>/<feature> columns, and gosom's list of sections
// [{id, name, options: [{name, enabled}]}].
import type { AboutSections } from "../../../db/types";
import { cellText, plainValue } from "./cell-value";
import { getOwn, setOwn } from "./own-property";
import { parseLooseValue } from "./python-literal";

/** The limits the back office's about editor enforces, so imported data stays editable. */
const MAX_NAME_LENGTH = 200;
const MAX_TEXT_LENGTH = 1000;

export interface AboutReading {
  about: AboutSections | null;
  unreadable: boolean;
}

/** One about cell (text or already parsed); unreadable when it holds text that is no dict. */
export function readAboutCell(value: unknown): AboutReading {
  let data = plainValue(value);
  if (data === null) return { about: null, unreadable: false };
  if (typeof data === "string") {
    const text = data.trim();
    if (text === "") return { about: null, unreadable: false };
    data = parseLooseValue(text);
  }
  if (Array.isArray(data)) data = sectionsOfList(data);
  if (!data || typeof data !== "object" || Array.isArray(data)) return { about: null, unreadable: true };
  const about: AboutSections = {};
  for (const [section, features] of Object.entries(data)) {
    for (const [feature, flag] of featureEntries(features)) addFeature(about, section, feature, flag);
  }
  return { about: orNull(about), unreadable: false };
}

/** Apify's flattened columns; a blank cell means the feature was not listed. */
export function aboutFromColumns(
  cells: ReadonlyArray<{ section: string; feature: string; value: unknown }>,
): AboutSections | null {
  const about: AboutSections = {};
  for (const { section, feature, value } of cells) addFeature(about, section, feature, plainValue(value));
  return orNull(about);
}

/** Both sets of sections; where both name a feature, the first one's value stays. */
export function mergeAbout(first: AboutSections | null, second: AboutSections | null): AboutSections | null {
  if (!first || !second) return first ?? second;
  const merged: AboutSections = {};
  for (const source of [first, second]) {
    for (const [section, features] of Object.entries(source)) {
      for (const [feature, value] of Object.entries(features)) addFeature(merged, section, feature, value);
    }
  }
  return merged;
}

/**
 * gosom's sections: each option is a feature of the section's display name, true when
 * enabled, false when Google lists it as not offered. Null when the list is something else.
 */
function sectionsOfList(list: unknown[]): Record<string, unknown> | null {
  const sections: Record<string, Record<string, unknown>> = {};
  for (const item of list) {
    if (!item || typeof item !== "object") return null;
    const { name, options } = item as { name?: unknown; options?: unknown };
    if (typeof name !== "string" || !Array.isArray(options)) return null;
    let features = getOwn(sections, name);
    if (!features) setOwn(sections, name, (features = {}));
    for (const option of options) {
      const { name: feature, enabled } = (option ?? {}) as { name?: unknown; enabled?: unknown };
      if (typeof feature === "string") setOwn(features, feature, typeof enabled === "boolean" ? enabled : true);
    }
  }
  return sections;
}

/** A section's features: a dict, a list of one-feature dicts (Apify), or a list of names. */
function featureEntries(features: unknown): [string, unknown][] {
  if (Array.isArray(features)) {
    return features.flatMap((item): [string, unknown][] =>
      typeof item === "string" ? [[item, true]] : item && typeof item === "object" ? Object.entries(item) : [],
    );
  }
  return features && typeof features === "object" ? Object.entries(features) : [];
}

function addFeature(about: AboutSections, sectionName: string, featureName: string, raw: unknown): void {
  const section = sectionName.trim();
  const feature = featureName.trim();
  const value = featureValue(raw);
  if (!section || !feature || section.length > MAX_NAME_LENGTH || feature.length > MAX_NAME_LENGTH) return;
  if (value === null) return;
  let features = getOwn(about, section);
  if (!features) setOwn(about, section, (features = {}));
  if (!Object.hasOwn(features, feature)) setOwn(features, feature, value);
}

/** true/false as booleans (also "TRUE", "false"); other short text kept; nothing else. */
function featureValue(raw: unknown): boolean | string | null {
  if (typeof raw === "boolean") return raw;
  const text = typeof raw === "string" || typeof raw === "number" ? cellText(raw) : null;
  if (text === null || text.length > MAX_TEXT_LENGTH) return null;
  const word = text.toLowerCase();
  if (word === "true") return true;
  if (word === "false") return false;
  return text;
}

function orNull(about: AboutSections): AboutSections | null {
  return Object.keys(about).length > 0 ? about : null;
}
