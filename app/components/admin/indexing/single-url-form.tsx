import { useId, useState } from "react";
import { toast } from "~/components/ui/use-toast";
import { describeOutcomes, INDEXING_MESSAGES, singleSuccessTitle } from "~/lib/admin/indexing";
import { describeError } from "~/lib/api-error";
import { submitUrl } from "./indexing-api";
import { fieldClass, primaryButtonClass } from "./indexing-styles";

/** (a) One page address, sent at once to every engine that is on. */
export function SingleUrlForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const id = useId();
  const [url, setUrl] = useState("");
  const [sending, setSending] = useState(false);

  async function send() {
    const trimmed = url.trim();
    if (!trimmed) {
      toast({ variant: "destructive", title: "Hata", description: INDEXING_MESSAGES.emptyUrl });
      return;
    }
    setSending(true);
    try {
      const answer = await submitUrl(trimmed);
      toast({ title: singleSuccessTitle(answer.results), description: describeOutcomes(answer.results) });
      setUrl("");
    } catch (error) {
      toast({ variant: "destructive", title: "Hata", description: describeError(error, INDEXING_MESSAGES.singleFailed) });
    } finally {
      setSending(false);
      onSubmitted?.();
    }
  }

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={`${id}-url`} className="block text-sm font-medium text-slate-800">Tek URL Gönder</label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-url`}
          // Text, not url: the browser's own check would hide the server's Turkish message.
          type="text"
          inputMode="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://…/business/ornek-isletme"
          className={`${fieldClass} sm:flex-1`}
        />
        <button type="submit" disabled={sending || url.trim() === ""} className={primaryButtonClass}>
          {sending ? "Gönderiliyor..." : "URL Gönder"}
        </button>
      </div>
    </form>
  );
}
