import { useId, useState } from "react";
import { toast } from "~/components/ui/use-toast";
import { ApiError, UNREACHABLE_MESSAGE } from "~/lib/api-error";
import { saveAdsTxt } from "./ads-api";
import { SaveButton } from "~/components/ui/save-button";

interface LineProblem {
  line: number;
  message: string;
}

/** Global settings: the site's ads.txt, checked line by line before it is served at /ads.txt. */
export function AdsTxtTab({ initial }: { initial: string }) {
  const id = useId();
  const [content, setContent] = useState(initial);
  const [problems, setProblems] = useState<LineProblem[]>([]);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      const saved = await saveAdsTxt(content);
      setContent(saved.content);
      setProblems([]);
      toast({ title: "Başarılı!", description: "ads.txt kaydedildi" });
    } catch (error) {
      setProblems(error instanceof ApiError && Array.isArray(error.details) ? (error.details as LineProblem[]) : []);
      toast({ variant: "destructive", title: "ads.txt kaydedilemedi", description: error instanceof ApiError ? error.message : UNREACHABLE_MESSAGE });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      aria-labelledby={`${id}-heading`}
      className="max-w-3xl space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900">ads.txt</h3>
      <p className="text-sm text-slate-600">
        Reklam alıcıları, sitenizin envanterini kimlerin satabileceğini{" "}
        <a href="/ads.txt" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">/ads.txt</a> dosyasından okur. Her satır:{" "}
        <code className="rounded bg-slate-100 px-1">google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0</code>. # ile başlayan satırlar açıklamadır.
      </p>
      <label htmlFor={`${id}-content`} className="block text-sm font-medium text-slate-800">ads.txt içeriği</label>
      <textarea
        id={`${id}-content`}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={10}
        spellCheck={false}
        aria-invalid={problems.length > 0 ? true : undefined}
        aria-describedby={problems.length > 0 ? `${id}-problems` : undefined}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      {problems.length > 0 ? (
        <ul id={`${id}-problems`} className="list-disc space-y-1 pl-5 text-sm text-red-700">
          {problems.slice(0, 20).map((problem) => (
            <li key={problem.line}>
              {problem.line}. satır: {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex justify-end">
        <SaveButton label="ads.txt Kaydet" saving={saving} />
      </div>
    </form>
  );
}
