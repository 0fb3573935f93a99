import { useLocation } from "react-router";
import { ViewToggle } from "~/components/directory/view-toggle";
import { readView, RESULTS_VIEWS } from "~/lib/directory";

/** List / Map links of the business lists; the view lives in the address (`view=map`). */
export function ResultsViewToggle() {
  const params = new URLSearchParams(useLocation().search);
  return <ViewToggle view={readView(params, RESULTS_VIEWS)} views={RESULTS_VIEWS} />;
}
