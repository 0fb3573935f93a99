// Opening hours written the way Google Maps scrapers export them: "9AM–5PM",
// "8:30AM–6PM", split shifts "11AM–3PM,5–9:30PM", overnight "6PM–2AM",
// "Closed", "Open 24 hours". The dash is an en dash (U+2013); Google's narrow
// no-break spaces before AM/PM are left out. The hours parser must read all of
// these, so the demo data exercises every form.
import type { CategoryKind } from "./categories";
import type { Random } from "./random";

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const DASH = "\u2013";
const H = 60;

/** Minutes after midnight -> "9AM", "8:30PM", "12AM"; `withMeridiem` false drops the AM/PM. */
function formatTime(minutes: number, withMeridiem = true): string {
  const total = ((minutes % 1440) + 1440) % 1440;
  const hour24 = Math.floor(total / H);
  const minute = total % H;
  const hour12 = hour24 % 12 || 12;
  const meridiem = hour24 < 12 ? "AM" : "PM";
  return `${hour12}${minute ? `:${String(minute).padStart(2, "0")}` : ""}${withMeridiem ? meridiem : ""}`;
}

/** "9AM–5PM"; Google drops the first AM/PM when both ends share it ("5–9:30PM"). */
export function formatRange(open: number, close: number): string {
  const overnight = close >= 1440 || close <= open;
  const sameMeridiem = !overnight && (open < 720) === (close < 720);
  return `${formatTime(open, !sameMeridiem)}${DASH}${formatTime(close)}`;
}

interface Profile {
  open: number[];
  close: number[];
  /** probability of a lunch break: first shift ends at `split[0]`, second starts at `split[1]` */
  split?: number;
  saturday?: { open: number[]; close: number[]; closed: number };
  sunday?: { open: number[]; close: number[]; closed: number };
  mondayClosed?: number;
  /** extra closing time on Friday and Saturday nights */
  weekendLate?: number;
  always24?: number;
}

const OFFICE: Profile = {
  open: [8 * H, 8.5 * H, 9 * H], close: [17 * H, 17.5 * H, 18 * H], split: 0.1,
  saturday: { open: [9 * H, 10 * H], close: [13 * H, 14 * H], closed: 0.6 }, sunday: { open: [10 * H], close: [14 * H], closed: 0.95 },
};
const SHOP: Profile = {
  open: [9 * H, 9.5 * H, 10 * H], close: [19 * H, 20 * H, 21 * H],
  saturday: { open: [9 * H, 10 * H], close: [18 * H, 20 * H], closed: 0.05 }, sunday: { open: [11 * H, 12 * H], close: [17 * H, 18 * H], closed: 0.4 },
};

const PROFILES: Record<CategoryKind, Profile> = {
  restaurant: { open: [11 * H, 11.5 * H, 12 * H], close: [22 * H, 22.5 * H, 23 * H], split: 0.35, mondayClosed: 0.2, weekendLate: 60, sunday: { open: [12 * H], close: [21 * H, 22 * H], closed: 0.1 } },
  fastfood: { open: [10 * H, 10.5 * H, 11 * H], close: [22 * H, 23 * H, 24 * H], always24: 0.1, weekendLate: 60 },
  cafe: { open: [7 * H, 7.5 * H, 8 * H], close: [17 * H, 18 * H, 19 * H], sunday: { open: [8 * H, 9 * H], close: [15 * H, 16 * H], closed: 0.15 } },
  bakery: { open: [6 * H, 6.5 * H, 7 * H], close: [18 * H, 19 * H, 20 * H], mondayClosed: 0.1, sunday: { open: [7 * H], close: [12 * H, 13 * H], closed: 0.3 } },
  bar: { open: [16 * H, 17 * H, 18 * H], close: [24 * H, 25 * H, 26 * H], weekendLate: 60, mondayClosed: 0.35, sunday: { open: [16 * H], close: [23 * H, 24 * H], closed: 0.15 } },
  lodging: { open: [7 * H], close: [23 * H], always24: 0.75 },
  retail: SHOP,
  grocery: { open: [7 * H, 8 * H], close: [21 * H, 22 * H], always24: 0.05, sunday: { open: [8 * H, 9 * H], close: [20 * H, 21 * H], closed: 0.2 } },
  health: { ...OFFICE, saturday: { open: [9 * H], close: [13 * H, 14 * H], closed: 0.4 } },
  hospital: { open: [8 * H], close: [20 * H], always24: 0.9 },
  beauty: { open: [9 * H, 10 * H], close: [18 * H, 19 * H, 20 * H], mondayClosed: 0.4, saturday: { open: [9 * H], close: [16 * H, 17 * H], closed: 0.05 }, sunday: { open: [10 * H], close: [15 * H], closed: 0.8 } },
  fitness: { open: [6 * H, 7 * H], close: [21 * H, 22 * H, 23 * H], always24: 0.1, saturday: { open: [8 * H], close: [20 * H], closed: 0 }, sunday: { open: [8 * H, 9 * H], close: [18 * H, 20 * H], closed: 0.1 } },
  auto: { ...OFFICE, split: 0.05, saturday: { open: [8 * H], close: [12 * H, 13 * H], closed: 0.5 } },
  fuel: { open: [6 * H], close: [22 * H, 23 * H], always24: 0.7 },
  finance: { ...OFFICE, split: 0.05, saturday: { open: [9 * H], close: [12 * H], closed: 0.85 } },
  office: OFFICE,
  trade: { ...OFFICE, open: [7 * H, 7.5 * H, 8 * H], close: [16 * H, 17 * H, 18 * H] },
  pets: { ...OFFICE, saturday: { open: [9 * H], close: [13 * H, 16 * H], closed: 0.2 } },
  culture: { open: [9 * H, 10 * H], close: [17 * H, 18 * H], mondayClosed: 0.6, sunday: { open: [10 * H, 11 * H], close: [17 * H, 18 * H], closed: 0.05 } },
  park: { open: [6 * H, 7 * H], close: [20 * H, 21 * H, 22 * H], always24: 0.2 },
  education: { ...OFFICE, open: [7.5 * H, 8 * H], close: [15.5 * H, 16 * H, 17 * H], split: 0 },
  tech: { ...OFFICE, split: 0 },
  service: { open: [7 * H, 8 * H], close: [20 * H, 21 * H], sunday: { open: [9 * H], close: [18 * H], closed: 0.4 } },
};

function dayText(random: Random, open: number, close: number, split: boolean): string {
  if (!split) return formatRange(open, close);
  const lunchEnd = random.pick([14 * H, 14.5 * H, 15 * H]);
  const dinnerStart = random.pick([17 * H, 17.5 * H, 18 * H]);
  if (lunchEnd <= open || dinnerStart >= close) return formatRange(open, close);
  return `${formatRange(open, lunchEnd)},${formatRange(dinnerStart, close)}`;
}

/** Weekday -> text, or {} (about 7% of places publish no hours). */
export function workingHours(kind: CategoryKind, random: Random): Record<string, string> {
  if (random.chance(0.07)) return {};
  const profile = PROFILES[kind];
  if (profile.always24 && random.chance(profile.always24)) {
    return Object.fromEntries(WEEKDAYS.map((day) => [day, "Open 24 hours"]));
  }
  const open = random.pick(profile.open);
  const close = random.pick(profile.close);
  const split = random.chance(profile.split ?? 0);
  const weekday = dayText(random, open, close, split);
  const late = profile.weekendLate && random.chance(0.5) ? dayText(random, open, close + profile.weekendLate, split) : weekday;
  const mondayClosed = random.chance(profile.mondayClosed ?? 0);
  const weekend = (rule: Profile["saturday"], fallback: string): string => {
    if (!rule) return fallback;
    if (random.chance(rule.closed)) return "Closed";
    return formatRange(random.pick(rule.open), random.pick(rule.close));
  };
  return {
    Monday: mondayClosed ? "Closed" : weekday,
    Tuesday: weekday,
    Wednesday: weekday,
    Thursday: weekday,
    Friday: late,
    Saturday: weekend(profile.saturday, late),
    Sunday: weekend(profile.sunday, weekday),
  };
}
