// Which spreadsheets the Excel screen sends, checked in the browser before a
// byte leaves it; the server checks type, size and content again.

/** The spec's "500MB", in the binary megabytes file managers show. */
export const UPLOAD_MAX_BYTES = 500 * 1024 * 1024;
export const UPLOAD_LIMIT_TEXT = "Maksimum dosya boyutu: 500MB";
/** .xls is accepted for CSV text saved under that name; the old binary format is refused by the server. */
export const UPLOAD_EXTENSIONS = [".xlsx", ".xls", ".csv", ".json", ".jsonl", ".ndjson"] as const;
/** The accepted types as the Excel screen names them. */
export const UPLOAD_TYPES_TEXT = ".xlsx, .xls, .csv, .json veya .jsonl";
/** For the file input's `accept`. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.join(",");

export type UploadFileCheck = { ok: true } | { ok: false; title: string; description: string };

export function hasUploadExtension(fileName: string): boolean {
  const name = fileName.trim().toLowerCase();
  return UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension));
}

export function checkUploadFile(file: { name: string; size: number }): UploadFileCheck {
  if (!hasUploadExtension(file.name)) {
    return { ok: false, title: "Desteklenmeyen dosya türü", description: `Yalnızca ${UPLOAD_TYPES_TEXT} dosyaları yüklenebilir.` };
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    return { ok: false, title: "Dosya çok büyük", description: `${formatFileSize(file.size)} seçildi; en fazla 500MB yüklenebilir. Dosyayı bölerek tekrar deneyin.` };
  }
  if (file.size === 0) return { ok: false, title: "Dosya boş", description: "Seçilen dosyada hiç veri yok." };
  return { ok: true };
}

const UNITS = ["B", "KB", "MB", "GB"] as const;
const SIZE = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 1 });

/** 512 B, 1,2 KB, 48,3 MB (powers of 1024, like the limit). */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${SIZE.format(unit === 0 ? Math.round(value) : value)} ${UNITS[unit]}`;
}
