import { Link } from "react-router";
import { CONTACT, LEGAL_LINKS, MAIN_LINKS, SITE_DESCRIPTION, SITE_NAME } from "~/lib/site";

export function SiteFooter({ updatedMonth }: { updatedMonth: string }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-lg font-semibold text-white">{SITE_NAME}</p>
          <p className="mt-2 max-w-md text-sm">{SITE_DESCRIPTION}</p>
        </div>
        <nav aria-label="Footer">
          <p className="text-sm font-semibold text-white">Explore</p>
          <ul className="mt-2 space-y-1 text-sm">
            {[...MAIN_LINKS, ...LEGAL_LINKS].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="text-sm not-italic">
          <p className="font-semibold text-white">Contact</p>
          <p className="mt-2">
            <a href={`mailto:${CONTACT.email}`} className="hover:text-white">{CONTACT.email}</a>
          </p>
          <p>
            <a href={`tel:${CONTACT.phone.replace(/\s/g, "")}`} className="hover:text-white">{CONTACT.phone}</a>
          </p>
          <p>{CONTACT.country}</p>
        </address>
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-xs">
        <p>© {updatedMonth.slice(-4)} {SITE_NAME}. All rights reserved.</p>
        {updatedMonth ? <p className="mt-1">Updated {updatedMonth}</p> : null}
      </div>
    </footer>
  );
}
