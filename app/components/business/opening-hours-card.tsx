import { normalizeWorkingHours, WEEKDAYS, type Weekday } from "~/lib/hours";
import { DetailCard } from "./detail-card";

/** "11AM–3PM,5–9:30PM" reads better with a space after the comma. */
function displayHours(text: string): string {
  return text.replace(/\s*,\s*/g, ", ");
}

/**
 * All seven days, Monday first; `today` is the weekday in the business's own
 * time zone, computed by the server so the server render and the hydrated
 * page highlight the same row. The zone is named when known: the hours are
 * the business's local time, not the visitor's.
 */
export function OpeningHoursCard({
  workingHours,
  today,
  timeZone = null,
}: {
  workingHours: unknown;
  today: Weekday;
  timeZone?: string | null;
}) {
  const hours = normalizeWorkingHours(workingHours);
  const known = Object.keys(hours).length > 0;
  return (
    <DetailCard id="hours-title" title="Opening Hours">
      {known ? (
        <>
          <table className="w-full text-sm">
            <caption className="sr-only">Opening hours by day of the week</caption>
            <tbody>
              {WEEKDAYS.map((day) => {
                const isToday = day === today;
                return (
                  <tr key={day} className={isToday ? "bg-brand-50 font-semibold text-brand-700" : "text-slate-700"}>
                    <th scope="row" className="rounded-l-md px-3 py-2 text-left font-medium">
                      {day}
                      {isToday ? " (Today)" : ""}
                    </th>
                    <td className="rounded-r-md px-3 py-2 text-right">{hours[day] ? displayHours(hours[day]) : "Closed"}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {timeZone ? <p className="mt-3 text-xs text-slate-500">Local time ({timeZone})</p> : null}
        </>
      ) : (
        <p className="text-slate-600">Opening hours information not available</p>
      )}
    </DetailCard>
  );
}
