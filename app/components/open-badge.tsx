/** 'Open Now' in green or 'Closed' in red, from the server's reading of the business's hours in its own time zone. */
export function OpenBadge({ open, className = "" }: { open: boolean; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold shadow-sm ${
        open ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800"
      } ${className}`}
    >
      <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${open ? "bg-green-600" : "bg-red-600"}`} />
      {open ? "Open Now" : "Closed"}
    </span>
  );
}
