// Outscraper fills `us_state` with the two-letter USPS code beside the full
// state name in `state`; the city list names states in full.
const CODES = `
AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware
DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa
KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota
MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey
NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon
PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah
VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming
`;

const BY_NAME: ReadonlyMap<string, string> = new Map(
  CODES.trim()
    .split(/\||\n/)
    .map((entry) => [entry.slice(3), entry.slice(0, 2)] as const),
);

/** "Texas" -> "TX"; null for a name that is not a US state. */
export function usStateCode(stateName: string | null): string | null {
  return stateName ? (BY_NAME.get(stateName) ?? null) : null;
}
