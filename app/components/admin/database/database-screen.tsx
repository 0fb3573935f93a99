import { useRevalidator } from "react-router";
import type { BackupFile, DatabaseStatus } from "~/lib/admin/database";
import { AdminPageHeader } from "../admin-page-header";
import { BackupsCard } from "./backups-card";
import { MaintenanceCard } from "./maintenance-card";
import { ResetDangerZone } from "../reset-danger-zone";
import { StatusCards } from "./status-cards";
import { TablesCard } from "./tables-card";

/** The /admin/database screen: live figures, optimize, backups (take, upload, restore), and the reset. */
export function DatabaseScreen({ status, backups }: { status: DatabaseStatus; backups: BackupFile[] }) {
  const revalidator = useRevalidator();
  // Every action changes what the loader reads (sizes, rows, the backup list): reload it.
  const refresh = () => void revalidator.revalidate();
  return (
    <>
      <AdminPageHeader title="Veritabanı Yönetimi" description="PostgreSQL veritabanının durumunu izleyin, optimize edin, yedek alın ve yedekten geri yükleyin." />
      <div className="space-y-8">
        <StatusCards status={status} />
        <MaintenanceCard onDone={refresh} />
        <BackupsCard backups={backups} onChange={refresh} />
        <TablesCard tables={status.tables} />
        <ResetDangerZone onReset={refresh} />
      </div>
    </>
  );
}
