import { classifySiteUrl } from "~/lib/admin/indexing";

/** Lines that cannot be pages of the site, worded for the list under the box; the server still checks that the pages exist. */
export function shapeProblems(siteUrl: string, urls: string[]): string[] {
  return urls.flatMap((url) => {
    const classified = classifySiteUrl(siteUrl, url);
    return classified.ok ? [] : [`${url}: ${classified.reason}`];
  });
}
