// Open or closed for good: Outscraper writes business_status, Apify two flags
// (permanentlyClosed, temporarilyClosed), Locus its own businessStatus and isOpen.
import { cellText } from "./cell-value";
import { shown, type Parsed } from "./field-values";
import type { BusinessStatus } from "./import-record";

/** Spellings seen in files, folded to letters only. */
const STATUS_WORDS: Readonly<Record<string, BusinessStatus>> = {
  operational: "OPERATIONAL",
  open: "OPERATIONAL",
  closedtemporarily: "CLOSED_TEMPORARILY",
  temporarilyclosed: "CLOSED_TEMPORARILY",
  closedpermanently: "CLOSED_PERMANENTLY",
  permanentlyclosed: "CLOSED_PERMANENTLY",
};

export function toBusinessStatus(value: unknown): Parsed<BusinessStatus> {
  const word = (cellText(value) ?? "").toLowerCase().replace(/[^a-z]/g, "");
  const status = STATUS_WORDS[word];
  return status
    ? { value: status }
    : { error: `Business status must be OPERATIONAL, CLOSED_TEMPORARILY or CLOSED_PERMANENTLY, got ${shown(value)}` };
}

/**
 * A status read from free text, such as gosom's "status" (what Google shows under the name):
 * "Permanently closed" and "Temporarily closed" are statuses; "Open ⋅ Closes 11 pm" and text
 * in other languages say nothing Locus can rely on, so they give none (the text is kept raw).
 */
export function statusOfText(text: string | null): BusinessStatus | null {
  if (text === null) return null;
  const parsed = toBusinessStatus(text);
  return "error" in parsed ? null : parsed.value;
}

export interface StatusFacts {
  businessStatus: BusinessStatus | null;
  isOpen: boolean | null;
  permanentlyClosed: boolean | null;
  temporarilyClosed: boolean | null;
}

/**
 * An explicit status wins; otherwise Apify's flags decide it (both false means operating).
 * isOpen, when the file does not say, follows the status: a closed place is not open.
 */
export function resolveStatus(facts: StatusFacts): { businessStatus: BusinessStatus | null; isOpen: boolean | null } {
  const { permanentlyClosed, temporarilyClosed } = facts;
  let businessStatus = facts.businessStatus;
  if (!businessStatus) {
    if (permanentlyClosed) businessStatus = "CLOSED_PERMANENTLY";
    else if (temporarilyClosed) businessStatus = "CLOSED_TEMPORARILY";
    else if (permanentlyClosed === false || temporarilyClosed === false) businessStatus = "OPERATIONAL";
  }
  const isOpen = facts.isOpen ?? (businessStatus ? businessStatus === "OPERATIONAL" : null);
  return { businessStatus, isOpen };
}
