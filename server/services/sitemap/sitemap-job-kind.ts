// The dashboard's and the indexing screen's sitemap refresh as a queue job.
import { refreshSitemap } from "../admin/dashboard-refresh-sitemap";
import type { JobKind } from "../jobs/job-kind";

export interface SitemapJobInput {
  ip: string | null;
}

export const sitemapJobKind: JobKind<SitemapJobInput> = {
  name: "sitemap-refresh",
  expireInSeconds: 60 * 60,
  messages: {
    cancelled: "Site haritası yenilemesi durduruldu.",
    failed: "Site haritası yenilenemedi. Ayrıntılar sunucu günlüğünde.",
    interrupted: "Sunucu yeniden başladığı için site haritası yenilemesi yarıda kaldı.",
  },
  async run(ctx, job) {
    const message = await refreshSitemap(ctx, { adminUserId: job.createdBy, ip: job.input.ip });
    return { result: { message } };
  },
};
