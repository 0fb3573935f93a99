import type { DatabaseStatus } from "~/lib/admin/database";
import { formatCount, formatDateTime } from "../format";
import { StatCard } from "../stat-card";
import { formatBytes } from "./format-bytes";

export const NO_BACKUP_YET = "Henüz yedek alınmadı";

/** What PostgreSQL reports now; the page reloads these after every action. */
export function StatusCards({ status }: { status: DatabaseStatus }) {
  const totalRows = status.tables.reduce((sum, table) => sum + table.rows, 0);
  const last = status.lastBackup;
  return (
    <section aria-labelledby="database-status-heading">
      <h2 id="database-status-heading" className="mb-3 text-lg font-semibold text-slate-900">Veritabanı Durumu</h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="PostgreSQL Sürümü" value={status.version} hint="veritabanı sunucusu" icon="🐘" tone="blue" />
        <StatCard label="Veritabanı Boyutu" value={formatBytes(status.sizeBytes)} hint="tablolar ve dizinler" icon="💾" tone="green" />
        <StatCard label="Toplam Kayıt" value={formatCount(totalRows)} hint={`${formatCount(status.tables.length)} tabloda`} icon="🗂️" tone="purple" />
        <StatCard
          label="Son Yedek"
          value={last ? formatDateTime(last.createdAt) : NO_BACKUP_YET}
          hint={last ? <span className="break-all">{last.name} · {formatBytes(last.size)}</span> : "Yedek Al ile ilk yedeği oluşturun"}
          icon="🛟"
          tone="orange"
        />
      </div>
    </section>
  );
}
