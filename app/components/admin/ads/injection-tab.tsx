import { InjectionEditor } from "~/components/admin/injections/injection-editor";
import type { StoredInjectionItem } from "~/lib/admin/html-injection";

/** HTML injection inside ad management (AdSense's own head code lives there); the same editor as its own screen. */
export function InjectionTab({ items }: { items: StoredInjectionItem[] }) {
  return <InjectionEditor initial={items} />;
}
