import { adsenseScriptUrl } from "~/lib/ads";

/** The AdSense script, once per page that shows ads; it fills the slots pushed to `window.adsbygoogle`. */
export function AdSenseLoader({ client }: { client: string | null | undefined }) {
  if (!client) return null;
  return <script async src={adsenseScriptUrl(client)} crossOrigin="anonymous" />;
}
