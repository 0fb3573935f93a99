// Turkish names of the ad placements, formats and frequencies on the ads screen.
import type { AdFormat, AdFrequency, AdPlacement } from "~/lib/ads";

export const PLACEMENT_LABELS: Record<AdPlacement, { name: string; where: string }> = {
  top: { name: "Üst Alan", where: "Liste sayfalarında başlığın altında, ana sayfada karşılama bölümünün altında." },
  middle: { name: "Orta Alan", where: "Sonuç listesinin ortasında ve sayfa bölümlerinin arasında." },
  bottom: { name: "Alt Alan", where: "Sonuçlardan sonra, sayfa altbilgisinin hemen üstünde." },
  sidebar: { name: "Kenar Çubuğu", where: "İşletme detay sayfasının yan sütununda." },
  inline: { name: "İçerik Arası", where: "İşletme kartı ızgaralarında, her N kartta bir." },
};

export const FORMAT_LABELS: Record<AdFormat, string> = {
  auto: "Otomatik (duyarlı)",
  rectangle: "Dikdörtgen 300x250",
  vertical: "Dikey 160x600",
  horizontal: "Yatay 728x90",
};

export const FREQUENCY_LABELS: Record<AdFrequency, string> = {
  1: "Her karttan sonra",
  2: "Her 2 kartta bir",
  3: "Her 3 kartta bir",
  5: "Her 5 kartta bir",
};
