import { useLocation, useNavigation } from "react-router";

/** True while a client navigation to another state of this same page is loading. */
export function usePagePending(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state !== "idle" && navigation.location?.pathname === pathname;
}

/** Announces a pending search, sort or page change; an empty live region otherwise. */
export function PendingNotice({ pending, text }: { pending: boolean; text: string }) {
  return (
    <div role="status" aria-live="polite" className="text-sm text-brand-700">
      {pending ? (
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
          {text}
        </span>
      ) : null}
    </div>
  );
}
