import { Link } from "react-router";
import { ABOUT_BADGES, ABOUT_FEATURES, ABOUT_STATS, ABOUT_TECHNOLOGY } from "~/components/static/about-content";
import { PAGE_FRESHNESS, pageHeaders } from "~/lib/http-cache";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/about";

export const headers = pageHeaders(PAGE_FRESHNESS.static);

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `About Us | ${SITE_NAME}`,
    description: `${SITE_NAME} helps travellers and locals find restaurants, hotels, shops and services in 18K+ cities across 50+ countries. Learn about our mission, vision and technology.`,
    path: "/about",
    siteUrl: rootDataFrom(matches).siteUrl,
  });
}

export default function About() {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 to-indigo-700 px-4 py-16 text-white">
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-4xl font-bold md:text-5xl">About {SITE_NAME}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">
            A worldwide directory of local businesses, built so anyone can find the right place nearby in seconds.
          </p>
          <ul aria-label="Highlights" className="mt-6 flex flex-wrap justify-center gap-2">
            {ABOUT_BADGES.map((badge) => (
              <li key={badge} className="rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium ring-1 ring-white/30">
                <span aria-hidden="true">✓ </span>
                {badge}
              </li>
            ))}
          </ul>
          <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-2 gap-4 md:grid-cols-4">
            {ABOUT_STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-lg bg-white/10 p-4">
                <dt className="text-sm text-white/80">{stat.label}</dt>
                <dd className="text-3xl font-bold">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-14 md:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-2xl font-semibold">Our Mission</h2>
          <p className="mt-3 leading-relaxed text-slate-700">
            To make local businesses easy to find and easy to trust. We bring opening hours, ratings, reviews, maps and
            contact details together on one clear page, so choosing where to eat, stay or shop takes seconds, and every
            business, however small, can be found.
          </p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-2xl font-semibold">Our Vision</h2>
          <p className="mt-3 leading-relaxed text-slate-700">
            A world where the best local places are as visible as the biggest brands: a free, open directory covering
            every city, that travellers and locals alike rely on to discover the businesses around them.
          </p>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 pb-14">
        <h2 id="features-heading" className="text-center text-3xl font-semibold">What We Offer</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ABOUT_FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="text-3xl">{feature.icon}</span>
              <h3 className="mt-3 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="technology-heading" className="bg-white px-4 py-14">
        <div className="mx-auto max-w-4xl">
          <h2 id="technology-heading" className="text-3xl font-semibold">Our Technology</h2>
          <p className="mt-3 text-slate-600">What makes {SITE_NAME} fast, accurate and easy to use:</p>
          <ul className="mt-6 grid gap-3 md:grid-cols-2">
            {ABOUT_TECHNOLOGY.map((item) => (
              <li key={item} className="flex gap-3 rounded-lg bg-slate-50 p-4 text-slate-700">
                <span aria-hidden="true" className="font-bold text-brand-600">✓</span>
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-14 text-center">
        <h2 className="text-2xl font-semibold">Own a business?</h2>
        <p className="mt-2 text-slate-600">Listings are free. Tell us about your business or ask us to update its details.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/contact" className="rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
            Contact Us
          </Link>
          <Link to="/categories" className="rounded-md border border-slate-300 bg-white px-5 py-2.5 font-medium hover:bg-slate-50">
            Browse Categories
          </Link>
        </div>
        <p className="mt-10">
          <Link to="/" className="font-medium text-brand-700 hover:underline">
            <span aria-hidden="true">← </span>Back to Home
          </Link>
        </p>
      </section>
    </>
  );
}
