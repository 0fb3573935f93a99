import { thousands } from "~/lib/format";
/** Five stars filled to the rating, the number, and the review count when given. */
export function StarRating({ rating, count, size = "sm" }: { rating: string | number; count?: number; size?: "sm" | "lg" }) {
  const value = Math.max(0, Math.min(5, Number(rating) || 0));
  const label = `Rated ${value.toFixed(1)} out of 5${count !== undefined ? `, ${count} reviews` : ""}`;
  return (
    <p className={`flex items-center gap-1 ${size === "lg" ? "text-base" : "text-sm"}`}>
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="relative inline-block leading-none text-slate-300">
        ★★★★★
        <span className="absolute inset-0 overflow-hidden text-amber-400" style={{ width: `${(value / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      <span aria-hidden="true" className="font-semibold text-slate-800">{value.toFixed(1)}</span>
      {count !== undefined ? <span aria-hidden="true" className="text-slate-500">({thousands(count)})</span> : null}
    </p>
  );
}
