// Placeholder while the page is being built.
import { Outlet } from "react-router";
export default function Page() {
  return <Outlet />;
}
