// Emoji icon for a category, guessed from its name. Imported spreadsheets carry
// free-text categories ("Pizza restaurant", "Auto repair shop", "Café"), so the
// icon comes from keywords rather than a fixed list. Browser-safe.

export const DEFAULT_CATEGORY_ICON = "🏢";

/**
 * Ordered rules: the first match wins, so specific words come before generic
 * ones ("Pizza restaurant" is 🍕, not 🍽️; "Car repair" is 🔧, not 🚗; "Pet
 * store" is 🐾, not 🛍️). Word boundaries keep "Healthcare" from matching
 * "car" and "Gastropub" from matching "gas".
 */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bpizz/, "🍕"],
  [/\bsushi\b/, "🍣"],
  [/\b(ramen|noodles?|japanese|thai|vietnamese|pho)\b/, "🍜"],
  [/\b(chinese|dim sum|cantonese|sichuan)\b/, "🥡"],
  [/\b(mexican|tacos?|taqueria|burritos?|tex-mex)\b/, "🌮"],
  [/\b(indian|curry|tandoori)\b/, "🍛"],
  [/\b(turkish|kebabs?|kebap|doner|falafel)\b/, "🥙"],
  [/\b(italian|pasta|trattoria)\b/, "🍝"],
  [/\b(hamburgers?|burgers?|fast food)\b/, "🍔"],
  [/\b(seafood|fish|oysters?)\b/, "🦞"],
  [/\b(steak ?house|steak|grill|barbecue|bbq|churrascaria)\b/, "🥩"],
  [/\b(vegetarian|vegan|salad)\b/, "🥗"],
  [/\b(ice cream|gelato|frozen yogurt|dessert)\b/, "🍦"],
  [/\b(bakery|bakeries|pastry|patisserie|boulangerie|creperie|cake|bagel)\b/, "🥐"],
  [/\b(cafes?|coffee|espresso|tea ?house)\b/, "☕"],
  [/\b(wine)\b/, "🍷"],
  [/\b(pubs?|brewery|brewpub|beer|gastropub)\b/, "🍺"],
  [/\b(night ?club|dance club|disco)\b/, "💃"],
  [/\bbarbers?\b/, "💈"],
  [/\b(bars?|lounge|cocktail)\b/, "🍸"],
  [/\b(restaurants?|bistro|brasserie|diner|eatery|food|kitchen|dining)\b/, "🍽️"],
  [/\b(hotels?|resort)\b/, "🏨"],
  [/\b(hostels?|motels?|bed (and|&) breakfast|guest ?house|inn|lodging)\b/, "🛏️"],
  [/\b(supermarkets?|grocery|groceries|hypermarket|convenience)\b/, "🛒"],
  [/\b(shopping (mall|center|centre)|malls?|department store)\b/, "🏬"],
  [/\b(clothing|clothes|fashion|boutique|apparel)\b/, "👕"],
  [/\b(shoes?|sneakers?)\b/, "👟"],
  [/\b(jewelry|jewellery|jeweler|watch)\b/, "💍"],
  [/\b(furniture|mattress|home goods)\b/, "🛋️"],
  [/\b(book ?stores?|book ?shops?|books|stationery)\b/, "📚"],
  [/\b(florists?|flowers?|garden center)\b/, "💐"],
  [/\b(hardware|home improvement|tools?)\b/, "🔨"],
  [/\b(pharmacy|pharmacies|drug ?store|chemist)\b/, "💊"],
  [/\b(hospitals?|emergency)\b/, "🏥"],
  [/\b(dentists?|dental|orthodontist)\b/, "🦷"],
  [/\b(optician|optometrist|eyewear)\b/, "👓"],
  [/\b(vets?|veterinar(y|ian)|animal hospital)\b/, "🐾"],
  [/\b(pets?|pet store|groomer|aquarium)\b/, "🐾"],
  [/\b(clinic|doctor|physician|medical|health ?care|health|physiotherapist|physical therapy|pediatrician)\b/, "🩺"],
  [/\b(nails?|beauty|cosmetics|waxing|eyelash)\b/, "💅"],
  [/\b(hair|salon|hairdresser)\b/, "💇"],
  [/\b(spas?|massage|hammam|sauna)\b/, "🧖"],
  [/\b(yoga|pilates|meditation)\b/, "🧘"],
  [/\b(gyms?|fitness|crossfit|boxing|personal trainer)\b/, "🏋️"],
  [/\b(computers?|software|technology|tech|it services?|it company|web designer|data recovery|internet)\b/, "💻"],
  [/\b(electronics?|cell phone|mobile phone|phones?|appliances?|camera)\b/, "📱"],
  [/\bparking\b/, "🅿️"],
  [/\b(car wash|detailing)\b/, "🧽"],
  [/\b(repair|mechanic|auto body|tire|tyre|oil change|garage)\b/, "🔧"],
  [/\b(cars?|auto|automotive|motorcycles?|dealers?|dealership)\b/, "🚗"],
  [/\b(gas|fuel|petrol|filling station|charging station)\b/, "⛽"],
  [/\batms?\b/, "🏧"],
  [/\b(banks?|credit union)\b/, "🏦"],
  [/\binsurance\b/, "🛡️"],
  [/\b(real estate|realtor|property|properties)\b/, "🏠"],
  [/\b(lawyers?|law|attorneys?|notary|legal)\b/, "⚖️"],
  [/\b(accounting|accountants?|tax|bookkeeping)\b/, "🧮"],
  [/\b(travel|tourism|tourist|tours?|tour operator)\b/, "✈️"],
  [/\b(plumbers?|plumbing|drainage)\b/, "🚰"],
  [/\b(electricians?|electrical|lighting)\b/, "⚡"],
  [/\b(locksmiths?|keys?)\b/, "🔑"],
  [/\b(laundry|laundromat|dry clean(er|ing)?)\b/, "🧺"],
  [/\b(post office|postal|courier|shipping)\b/, "📮"],
  [/\bpolice\b/, "🚓"],
  [/\b(church|cathedral|chapel)\b/, "⛪"],
  [/\b(mosque|masjid)\b/, "🕌"],
  [/\bsynagogue\b/, "🕍"],
  [/\btemple\b/, "🛕"],
  [/\bmuseums?\b/, "🏛️"],
  [/\b(art gallery|gallery|art studio|art center)\b/, "🖼️"],
  [/\b(cinema|movie|imax)\b/, "🎬"],
  [/\b(theater|theatre|opera)\b/, "🎭"],
  [/\blibrar(y|ies)\b/, "📚"],
  [/\b(parks?|playground|garden|nature reserve)\b/, "🌳"],
  [/\b(universit(y|ies)|college|education|educational|tutoring|learning)\b/, "🎓"],
  [/\b(schools?|kindergarten|academy)\b/, "🏫"],
  [/\b(shops?|stores?|market|outlet|souvenir|gifts?|shopping)\b/, "🛍️"],
];

/** Lower case without accents, so "Café" and "CAFE" match the same rule. */
function fold(text: string): string {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/** Emoji for a category name; "🏢" when no keyword matches. */
export function categoryIcon(name: string): string {
  const folded = fold(name);
  for (const [pattern, icon] of RULES) {
    if (pattern.test(folded)) return icon;
  }
  return DEFAULT_CATEGORY_ICON;
}

/** Every icon the rules hand out, the default first: the set the back office offers. */
export const CATEGORY_ICONS: readonly string[] = [...new Set([DEFAULT_CATEGORY_ICON, ...RULES.map(([, icon]) => icon)])];
