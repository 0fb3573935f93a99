// ads.txt (IAB Tech Lab 1.1): one record per line, "domain, publisher id,
// DIRECT|RESELLER[, certification authority id]", comments after "#", and a
// few VARIABLE=value lines. A buyer's crawler skips lines it cannot read, so a
// typo silently loses revenue: Locus refuses them and names the lines.

export const ADS_TXT_MAX_LENGTH = 100_000;
export const ADS_TXT_FORMAT_HINT = "alan adı, yayıncı kimliği, DIRECT veya RESELLER[, sertifika kimliği]";

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const PUBLISHER_ID = /^[^\s,]{1,200}$/;
const RELATIONSHIP = /^(DIRECT|RESELLER)$/i;
const CERTIFICATION_ID = /^[a-z0-9]{1,100}$/i;
const VARIABLE = /^(contact|subdomain|inventorypartnerdomain|ownerdomain|managerdomain)=\S.*$/i;

export interface AdsTxtProblem {
  /** 1-based line number */
  line: number;
  message: string;
}

export type AdsTxtCheck = { ok: true; content: string } | { ok: false; error: string; problems: AdsTxtProblem[] };

function lineProblem(text: string): string | null {
  const fields = text.split(",").map((field) => field.trim());
  if (fields.length < 3 || fields.length > 4) return `Satır 3 veya 4 alan içermeli: ${ADS_TXT_FORMAT_HINT}.`;
  const [domain, publisherId, relationship, certificationId] = fields as [string, string, string, string | undefined];
  if (!DOMAIN.test(domain)) return `"${domain.slice(0, 80)}" geçerli bir alan adı değil (ör. google.com).`;
  if (!PUBLISHER_ID.test(publisherId)) return "Yayıncı kimliği boş olamaz ve boşluk içeremez (ör. pub-1234567890123456).";
  if (!RELATIONSHIP.test(relationship)) return "Üçüncü alan DIRECT veya RESELLER olmalı.";
  if (certificationId !== undefined && !CERTIFICATION_ID.test(certificationId)) return "Sertifika kimliği yalnızca harf ve rakamlardan oluşmalı (ör. f08c47fec0942fa0).";
  return null;
}

/** Checks every line and returns the text as it will be served (LF line ends, one final newline). */
export function validateAdsTxt(input: string): AdsTxtCheck {
  if (input.length > ADS_TXT_MAX_LENGTH) {
    return { ok: false, error: `ads.txt en fazla ${ADS_TXT_MAX_LENGTH.toLocaleString("tr-TR")} karakter olabilir.`, problems: [] };
  }
  const lines = input.replace(/\r\n?/g, "\n").split("\n").map((line) => line.replace(/\s+$/, ""));
  const problems: AdsTxtProblem[] = [];
  lines.forEach((line, index) => {
    const text = line.replace(/#.*$/, "").trim();
    if (text === "" || VARIABLE.test(text)) return;
    const message = lineProblem(text);
    if (message) problems.push({ line: index + 1, message });
  });
  if (problems.length > 0) {
    const numbers = problems.map((problem) => problem.line);
    const shown = numbers.slice(0, 10).join(", ") + (numbers.length > 10 ? " …" : "");
    return {
      ok: false,
      error: `ads.txt geçersiz: ${shown}. ${numbers.length === 1 ? "satır" : "satırlar"} beklenen biçimde değil (${ADS_TXT_FORMAT_HINT}).`,
      problems,
    };
  }
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return { ok: true, content: lines.length > 0 ? `${lines.join("\n")}\n` : "" };
}
