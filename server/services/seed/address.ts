// Street addresses and postal codes in each country's own style, so the demo
// reads like real scraped data ("Hauptstraße 12, 10115 Berlin, Germany",
// "350 Oak Street, Chicago, Illinois 60601, United States").
import { COUNTRY_CULTURE, type Culture } from "./name-words";
import type { SeedCity } from "./places";
import type { Random } from "./random";

const STREETS: Record<Culture, readonly string[]> = {
  en: ["{n} Main Street", "{n} High Street", "{n} Park Avenue", "{n} Oak Street", "{n} Church Road", "{n} Station Road", "{n} Market Street", "{n} King Street", "{n} Queen Street", "{n} Mill Lane", "{n} Victoria Road", "{n} Elm Street", "{n} Washington Avenue", "{n} Cedar Boulevard"],
  de: ["Hauptstraße {n}", "Bahnhofstraße {n}", "Schillerstraße {n}", "Goethestraße {n}", "Kirchweg {n}", "Gartenstraße {n}", "Lindenallee {n}", "Am Markt {n}", "Müllerstraße {n}"],
  fr: ["{n} Rue de la Paix", "{n} Rue Victor Hugo", "{n} Rue du Commerce", "{n} Avenue de la République", "{n} Rue Saint-Honoré", "{n} Rue des Écoles", "{n} Boulevard Jean Jaurès", "{n} Place du Marché"],
  es: ["Calle Mayor {n}", "Calle Real {n}", "Avenida del Sol {n}", "Calle de Alcalá {n}", "Avenida San Martín {n}", "Calle Núñez de Balboa {n}", "Paseo de la Reforma {n}"],
  pt: ["Rua Augusta, {n}", "Rua das Flores, {n}", "Rua São João, {n}", "Avenida Dom Pedro II, {n}", "Rua da Conceição, {n}", "Avenida Paulista, {n}", "Praça da Sé, {n}"],
  it: ["Via Roma {n}", "Via Garibaldi {n}", "Via Mazzini {n}", "Corso Vittorio Emanuele {n}", "Via Cavour {n}", "Piazza Dante {n}", "Via Giuseppe Verdi {n}"],
  tr: ["Atatürk Caddesi No:{n}", "Cumhuriyet Caddesi No:{n}", "İstiklal Caddesi No:{n}", "Gazi Bulvarı No:{n}", "Çiçek Sokak No:{n}", "Bağdat Caddesi No:{n}"],
  jp: ["{n}-{m} Ginza", "{n}-{m} Chuo", "{n}-{m} Sakae", "{n}-{m} Honmachi", "{n}-{m} Minami"],
  in: ["{n}, MG Road", "{n}, Station Road", "{n}, Park Street", "{n}, Nehru Nagar", "{n}, Gandhi Marg", "{n}, Brigade Road"],
  cn: ["{n} Renmin Road", "{n} Zhongshan Road", "{n} Jiefang Road", "{n} Nanjing Road", "{n} Huaihai Road"],
  ar: ["{n} King Fahd Street", "{n} Al Tahrir Street", "{n} Sheikh Zayed Road", "{n} Al Nasr Street", "{n} Corniche Street"],
};

const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

function letters(random: Random, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) out += LETTERS[random.int(0, LETTERS.length - 1)];
  return out;
}

/** Postal code in the country's format; null where addresses carry none. */
function postalCode(countryCode: string, random: Random): string | null {
  const d = (count: number) => random.digits(count).replace(/^0/, "1");
  switch (countryCode) {
    case "GB": return `${letters(random, 2)}${random.int(1, 20)} ${random.int(1, 9)}${letters(random, 2)}`;
    case "CA": return `${letters(random, 1)}${random.int(0, 9)}${letters(random, 1)} ${random.int(0, 9)}${letters(random, 1)}${random.int(0, 9)}`;
    case "NL": return `${d(4)} ${letters(random, 2)}`;
    case "JP": return `${d(3)}-${random.digits(4)}`;
    case "BR": return `${d(5)}-${random.digits(3)}`;
    case "PT": return `${d(4)}-${random.digits(3)}`;
    case "PL": return `${d(2)}-${random.digits(3)}`;
    case "SE": return `${d(3)} ${random.digits(2)}`;
    case "IN": case "CN": case "RU": case "SG": case "KZ": case "BY": return d(6);
    case "AU": case "AT": case "BE": case "CH": case "DK": case "NO": case "ZA": case "PH": case "NZ": case "HU": case "AR": case "BD": return d(4);
    case "AE": case "QA": case "HK": case "MO": case "IE": case "PA": case "BO": case "AO": case "GH": case "YE": return null;
    default: return d(5);
  }
}

export interface SeedAddress {
  street: string;
  postalCode: string | null;
  /** the full one-line address, as Google shows it */
  address: string;
}

export function businessAddress(city: SeedCity, random: Random): SeedAddress {
  const culture = COUNTRY_CULTURE[city.countryCode] ?? "en";
  const street = random
    .pick(STREETS[culture])
    .replace("{n}", String(random.chance(0.7) ? random.int(1, 199) : random.int(200, 2999)))
    .replace("{m}", String(random.int(1, 30)));
  const postal = postalCode(city.countryCode, random);
  let locality: string;
  if (city.countryCode === "US" || city.countryCode === "CA" || city.countryCode === "AU") {
    locality = [city.name, [city.state, postal].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  } else if (city.countryCode === "GB") {
    locality = [city.name, postal].filter(Boolean).join(" ");
  } else {
    locality = [postal, city.name].filter(Boolean).join(" ");
  }
  return { street, postalCode: postal, address: `${street}, ${locality}, ${city.country}` };
}
