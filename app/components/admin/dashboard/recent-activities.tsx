import { activityActor, activityLabel } from "../activity-labels";
import { formatDateTime, formatRelative } from "../format";

export interface Activity {
  id: number;
  action: string;
  subject: string | null;
  userCode: string | null;
  createdAt: string;
}

/** The latest audit entries: what happened, who did it, how long ago. */
export function RecentActivities({ activities, now }: { activities: Activity[]; now: string }) {
  return (
    <section aria-labelledby="activities-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="activities-heading" className="text-lg font-semibold text-slate-900">Son Aktiviteler</h2>
      {activities.length === 0 ? (
        <p className="mt-4 rounded-md bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          Henüz kayıtlı bir aktivite yok. Girişler, işletme değişiklikleri ve içe aktarmalar burada listelenecek.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {activities.map((activity) => (
            <li key={activity.id} className="flex items-start gap-3 py-3">
              <span aria-hidden="true" className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${dotColour(activity.action)}`} />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">
                  {activityLabel(activity.action)}
                  {activity.subject ? <span className="font-normal text-slate-600">: {activity.subject}</span> : null}
                </p>
                <p className="text-xs text-slate-500">
                  {activityActor(activity.userCode)} ·{" "}
                  <time dateTime={activity.createdAt} title={formatDateTime(activity.createdAt)}>
                    {formatRelative(activity.createdAt, now)}
                  </time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function dotColour(action: string): string {
  if (action.endsWith(".failed")) return "bg-red-500";
  if (action.endsWith(".delete") || action === "database.reset") return "bg-amber-500";
  if (action.startsWith("login") || action === "logout") return "bg-slate-400";
  return "bg-emerald-500";
}
