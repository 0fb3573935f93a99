import { useRevalidator } from "react-router";
import type { Category, Country } from "~/lib/catalog";
import { AdminPageHeader } from "../admin-page-header";
import { ResetDangerZone } from "../reset-danger-zone";
import { ColumnMappingStep } from "./column-mapping-step";
import { DatabaseStatus, type DatabaseCounts } from "./database-status";
import { ExportCard } from "./export-card";
import { ImportOutcome } from "./import-outcome";
import { UploadCard } from "./upload-card";
import { useImportJob } from "./use-import-job";

interface ExcelScreenProps {
  counts: DatabaseCounts;
  categories: Category[];
  countries: Country[];
}

/** The /admin/excel screen: database status, spreadsheet import, export, and the reset. */
export function ExcelScreen({ counts, categories, countries }: ExcelScreenProps) {
  const revalidator = useRevalidator();
  // The counts, categories and countries come from the loader: reloading it shows what an import or reset changed.
  const importer = useImportJob({ onSucceeded: () => void revalidator.revalidate() });

  return (
    <>
      <AdminPageHeader
        title="Excel İçe Aktarma"
        description="Excel veya CSV dosyalarından toplu işletme aktarın, verileri dışa aktarın ve veritabanının durumunu izleyin."
      />
      <div className="space-y-8">
        <DatabaseStatus counts={counts} />
        <div className="grid gap-8 lg:grid-cols-2">
          <UploadCard importer={importer} />
          <ExportCard categories={categories} countries={countries} />
        </div>
        {importer.columns ? (
          <ColumnMappingStep
            key={`${importer.columns.fileName}:${importer.columns.headers.join("\u0000")}`}
            step={importer.columns}
            busy={importer.busy}
            onImport={importer.upload}
            onCancel={importer.closeColumns}
          />
        ) : null}
        <ImportOutcome job={importer.job} notice={importer.notice} />
        <ResetDangerZone
          disabled={importer.busy}
          onReset={() => {
            importer.clear();
            void revalidator.revalidate();
          }}
        />
      </div>
    </>
  );
}
