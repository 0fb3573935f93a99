import { useEffect, useRef, useState } from "react";
import { photoChain, photoSrcSet } from "~/lib/photo";

interface BusinessImageProps {
  business: { name: string; photoUrl: string | null; imageUrl: string | null };
  width: number;
  height: number;
  /** `sizes` for the srcset, e.g. "(min-width: 1024px) 25vw, 100vw" */
  sizes?: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "auto";
  className?: string;
}

/**
 * A business photo with explicit dimensions (nothing shifts while it loads)
 * that falls through the listing's photos and ends in a placeholder with the
 * business name and 'Image not available'.
 */
export function BusinessImage({ business, width, height, sizes, loading = "lazy", fetchPriority = "auto", className = "" }: BusinessImageProps) {
  const chain = photoChain(business);
  const [attempt, setAttempt] = useState(0);
  const ref = useRef<HTMLImageElement>(null);
  const src = chain[attempt];

  // An image that failed before hydration fired its error event before React
  // listened; look at the element once mounted so the chain still advances.
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) setAttempt((current) => current + 1);
  }, [attempt]);

  if (!src) return <NamePlaceholder name={business.name} className={className} />;
  return (
    <img
      ref={ref}
      key={src}
      src={src}
      srcSet={photoSrcSet(src, height / width)}
      sizes={sizes}
      width={width}
      height={height}
      alt={business.name}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setAttempt((current) => current + 1)}
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}

function NamePlaceholder({ name, className }: { name: string; className: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? "")
    .join("");
  return (
    <div
      role="img"
      aria-label={`${name}: Image not available`}
      className={`flex flex-col items-center justify-center bg-gradient-to-br from-brand-100 to-indigo-100 text-brand-800 ${className}`}
    >
      <span aria-hidden="true" className="text-3xl font-bold">{initials}</span>
      <span aria-hidden="true" className="mt-1 line-clamp-1 px-2 text-sm font-medium">{name}</span>
      <span aria-hidden="true" className="mt-1 text-xs text-slate-500">Image not available</span>
    </div>
  );
}
