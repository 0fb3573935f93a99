import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "~/lib/site";

/** Admin pages: a title for the tab, and never in a search engine's index. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${SITE_NAME} Yönetim` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Admin answers hold private data and change with every action: no cache may keep them. */
export function adminHeaders() {
  return { "Cache-Control": "no-store" };
}
