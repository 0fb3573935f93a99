import type { BusinessDetail } from "~/lib/business";
import { DetailCard } from "./detail-card";
import { FeatureSections } from "./feature-sections";

// The description is HTML sanitized on the server (formatting tags only, every
// link opening a new tab); these rules give its tags the page's typography.
const RICH_TEXT =
  "space-y-3 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline " +
  "[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_h3]:font-semibold [&_h4]:font-semibold " +
  "[&_h5]:font-semibold [&_h6]:font-semibold [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:italic";

export function AboutCard({ business }: { business: Pick<BusinessDetail, "description" | "about"> }) {
  return (
    <DetailCard id="about-title" title="About This Business">
      {business.description ? (
        <div className={RICH_TEXT} dangerouslySetInnerHTML={{ __html: business.description }} />
      ) : (
        <p className="text-slate-600">No description has been added for this business yet.</p>
      )}
      <div className="mt-6 empty:hidden">
        <FeatureSections about={business.about} />
      </div>
    </DetailCard>
  );
}
