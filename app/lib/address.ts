/** "12 Rue X, 75001 Paris" -> "12 Rue X"; a bare house number first ("175, Main St, ...") keeps its street. */
export function firstAddressSegment(address: string | null | undefined): string | undefined {
  const parts = address?.split(",").map((part) => part.trim()).filter(Boolean) ?? [];
  if (parts.length > 1 && /^\d+[a-z]?$/i.test(parts[0]!)) return `${parts[0]} ${parts[1]}`;
  return parts[0];
}
