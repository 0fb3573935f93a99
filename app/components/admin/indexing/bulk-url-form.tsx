import { useId, useState } from "react";
import { toast } from "~/components/ui/use-toast";
import { BULK_URL_LIMIT, bulkSummaryText, INDEXING_MESSAGES, nonEmptyLines, type BulkSummary } from "~/lib/admin/indexing";
import { describeError, UNREACHABLE_MESSAGE } from "~/lib/api-error";
import { submitUrlsBulk } from "./indexing-api";
import { fieldClass, primaryButtonClass } from "./indexing-styles";
import { shapeProblems } from "./shape-problems";

/** Sent a few at a time, so the button can count real progress; all in one call would show 0 until the end. */
const URLS_PER_CALL = 10;
const FAILED_TITLE = INDEXING_MESSAGES.bulkFailed;

interface BulkUrlFormProps {
  /** When known, lines are checked before anything is sent. */
  siteUrl: string | null;
  onSubmitted?: () => void;
}

/** (b) One address per line, at most 100 sent. */
export function BulkUrlForm({ siteUrl, onSubmitted }: BulkUrlFormProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const lines = nonEmptyLines(text);

  async function send() {
    const urls = lines.slice(0, BULK_URL_LIMIT);
    if (urls.length === 0) {
      toast({ variant: "destructive", title: FAILED_TITLE, description: INDEXING_MESSAGES.noUrls });
      return;
    }
    const found = siteUrl ? shapeProblems(siteUrl, urls) : [];
    setProblems(found);
    if (found.length > 0) {
      toast({ variant: "destructive", title: FAILED_TITLE, description: `${found.length} satır kabul edilmedi; hiçbir URL gönderilmedi.` });
      return;
    }
    const tally: BulkSummary = { total: 0, successful: 0, failed: 0 };
    setProgress({ done: 0, total: urls.length });
    try {
      for (let start = 0; start < urls.length; start += URLS_PER_CALL) {
        const { summary } = await submitUrlsBulk(urls.slice(start, start + URLS_PER_CALL));
        tally.total += summary.total;
        tally.successful += summary.successful;
        tally.failed += summary.failed;
        setProgress({ done: Math.min(urls.length, start + URLS_PER_CALL), total: urls.length });
      }
      toast({ variant: tally.successful === 0 ? "destructive" : "default", title: "Toplu Gönderim Tamamlandı", description: bulkSummaryText(tally) });
      if (tally.successful > 0) setText("");
    } catch (error) {
      const sent = tally.total > 0 ? ` Bundan önce ${bulkSummaryText(tally)}` : "";
      toast({ variant: "destructive", title: FAILED_TITLE, description: `${describeError(error, UNREACHABLE_MESSAGE)}${sent}` });
    } finally {
      setProgress(null);
      onSubmitted?.();
    }
  }

  const busy = progress !== null;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={`${id}-urls`} className="block text-sm font-medium text-slate-800">Toplu URL Gönder (her satıra bir URL)</label>
      <textarea
        id={`${id}-urls`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblems([]);
        }}
        rows={5}
        spellCheck={false}
        aria-invalid={problems.length > 0 ? true : undefined}
        aria-describedby={`${id}-hint${problems.length > 0 ? ` ${id}-problems` : ""}`}
        className={`${fieldClass} font-mono`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {lines.length > BULK_URL_LIMIT ? `${lines.length} satır var; yalnızca ilk ${BULK_URL_LIMIT} URL gönderilir.` : `Bir seferde en fazla ${BULK_URL_LIMIT} URL.`}
      </p>
      {problems.length > 0 ? (
        <ul id={`${id}-problems`} className="list-disc space-y-1 pl-5 text-sm text-red-700">
          {problems.slice(0, 10).map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <button type="submit" disabled={busy || lines.length === 0} className={primaryButtonClass}>
        {busy ? `Gönderiliyor... ${progress.done}/${progress.total}` : `${Math.min(lines.length, BULK_URL_LIMIT)} URL Gönder`}
      </button>
    </form>
  );
}
