// Markers of the Leaflet maps, built as DOM nodes (never HTML strings: names
// come from imported spreadsheets). Every marker is a keyboard-reachable
// button with a spoken name; a cluster opens on Enter as on a click.
import { DEFAULT_CATEGORY_ICON } from "~/lib/category-icon";
import type { MapCluster, MapPoint } from "~/lib/map-answer";
import { thousands } from "~/lib/format";
import { L, nearestCopy } from "./leaflet-base";

type Tag = keyof HTMLElementTagNameMap;

function node<K extends Tag>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** Seen text that a screen reader skips, and the words it says instead. */
function labelled(shown: string, spoken: string, className: string): HTMLElement {
  const icon = node("span", className);
  const seen = node("span", "", shown);
  seen.setAttribute("aria-hidden", "true");
  icon.append(seen, node("span", "sr-only", spoken));
  return icon;
}

/** Bigger clusters are bigger circles, growing with the order of magnitude of their count. */
const clusterSize = (count: number) => Math.round(30 + 8 * Math.min(4, Math.log10(count)));

/** `onOpen` gets the cluster's place on this copy of the world. */
export function clusterMarker(cluster: MapCluster, centerLng: number, onOpen: (where: L.LatLng) => void): L.Marker {
  const size = clusterSize(cluster.count);
  const html = labelled(
    thousands(cluster.count),
    `${thousands(cluster.count)} businesses, zoom in`,
    "flex h-full w-full items-center justify-center rounded-full border-2 border-white bg-brand-700 text-xs " +
      "font-bold text-white shadow-md ring-4 ring-brand-600/30",
  );
  const icon = L.divIcon({ html, className: "locus-map-cluster", iconSize: [size, size] });
  const marker = L.marker([cluster.latitude, nearestCopy(cluster.longitude, centerLng)], { icon, keyboard: true });
  marker.on("click", () => onOpen(marker.getLatLng()));
  marker.on("keypress", (event: L.LeafletKeyboardEvent) => {
    if (event.originalEvent.key === "Enter") onOpen(marker.getLatLng());
  });
  return marker;
}

export function pointMarker(point: MapPoint, centerLng: number, card: () => HTMLElement, current = false): L.Marker {
  const ring = current ? "bg-brand-700 text-white ring-4 ring-brand-600/40" : "bg-white ring-2 ring-brand-600";
  const html = labelled(
    current ? "★" : point.category?.icon || DEFAULT_CATEGORY_ICON,
    point.name,
    `flex h-full w-full items-center justify-center rounded-full border-2 border-white text-base shadow-md ${ring}`,
  );
  const size = current ? 36 : 30;
  const icon = L.divIcon({ html, className: "locus-map-point", iconSize: [size, size] });
  const where: L.LatLngExpression = [point.latitude, nearestCopy(point.longitude, centerLng)];
  return L.marker(where, { icon, keyboard: true, riseOnHover: true, zIndexOffset: current ? 1000 : 0 }).bindPopup(card);
}

/** Left clicks go through the app's router; new-tab clicks and the like stay the browser's. */
function routed(link: HTMLAnchorElement, navigate: (path: string) => void): void {
  link.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(link.getAttribute("href") ?? "/");
  });
}

/** The popup's small business card: the name (a link to its page unless it is this page), category and rating. */
export function businessCard(point: MapPoint, navigate: ((path: string) => void) | null): HTMLElement {
  const card = node("div", "min-w-40 space-y-1 text-sm");
  if (navigate) {
    const link = node("a", "block font-semibold", point.name);
    link.href = `/business/${point.slug}`;
    routed(link, navigate);
    card.append(link);
  } else {
    card.append(node("div", "font-semibold text-slate-900", point.name));
  }
  if (point.category) {
    const icon = node("span", "", `${point.category.icon || DEFAULT_CATEGORY_ICON} `);
    icon.setAttribute("aria-hidden", "true");
    const category = node("div", "text-slate-600");
    category.append(icon, point.category.name);
    card.append(category);
  }
  const rating = node("div", "text-slate-700");
  if (point.rating) {
    const star = node("span", "text-amber-600", "★ ");
    star.setAttribute("aria-hidden", "true");
    rating.append(star, point.rating, node("span", "sr-only", " out of 5 stars"));
  } else {
    rating.textContent = "No rating yet";
  }
  card.append(rating);
  return card;
}
