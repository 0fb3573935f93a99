// Whole lira as the pricing screen prints them: ₺249, ₺12.345.
const LIRA = new Intl.NumberFormat("tr-TR", { style: "currency", currency: "TRY", maximumFractionDigits: 0 });

export function formatLira(amount: number): string {
  return LIRA.format(amount);
}
