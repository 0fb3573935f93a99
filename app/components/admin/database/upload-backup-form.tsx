import { useRef, useState, type FormEvent } from "react";
import { toast } from "~/components/ui/use-toast";
import { uploadBackup } from "./database-api";

/** Adds a backup file (.gz made by Locus) to the list; the server checks it is one. */
export function UploadBackupForm({ onUploaded }: { onUploaded: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      toast({ variant: "destructive", title: "Dosya Seçilmedi", description: "Lütfen önce bir yedek dosyası seçin" });
      return;
    }
    setBusy(true);
    try {
      const stored = await uploadBackup(file);
      toast({ title: "Yedek Yüklendi", description: stored.name });
      if (input.current) input.current.value = "";
      onUploaded();
    } catch (error) {
      toast({ variant: "destructive", title: "Hata!", description: `Yedek yüklenemedi: ${(error as Error).message}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <label className="text-sm font-medium text-slate-700">
        Yedek dosyası yükle
        <input ref={input} type="file" name="file" accept=".gz,application/gzip" className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-slate-800" />
      </label>
      <button type="submit" disabled={busy} className="rounded-md bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-800 focus-visible:ring-offset-2 disabled:opacity-60">
        {busy ? "Yükleniyor..." : "Yükle"}
      </button>
    </form>
  );
}
