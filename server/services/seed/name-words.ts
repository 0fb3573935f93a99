// Word lists for demo business names. Several cultures, with their accents
// (Müller, São, Çiçek, Ñandú ...), so accent-insensitive search and slugs get
// exercised by the demo data itself.

export type Culture = "en" | "es" | "pt" | "it" | "de" | "fr" | "tr" | "jp" | "in" | "cn" | "ar";

export const FIRST_NAMES: Record<Culture, readonly string[]> = {
  en: ["James", "Mary", "John", "Emma", "Oliver", "Sophie", "Jack", "Grace", "Harry", "Lucy", "Sam", "Zoë", "Ben", "Kate", "Tom", "Ruby"],
  es: ["José", "María", "Carlos", "Lucía", "Javier", "Carmen", "Andrés", "Sofía", "Raúl", "Inés", "Martín", "Ramón", "Begoña", "Íñigo"],
  pt: ["João", "Ana", "Tiago", "Beatriz", "Gonçalo", "Inês", "Luís", "Conceição", "Antônio", "Fábio", "Sebastião", "Lúcia"],
  it: ["Mario", "Giulia", "Luca", "Francesca", "Marco", "Chiara", "Giuseppe", "Sofia", "Nicolò", "Elena", "Paolo", "Lucia"],
  de: ["Hans", "Anna", "Jürgen", "Lena", "Klaus", "Sabine", "Jörg", "Käthe", "Lukas", "Marie", "Felix", "Günther"],
  fr: ["François", "Amélie", "Pierre", "Chloé", "Jérôme", "Hélène", "Étienne", "Léa", "Benoît", "Renée", "Noël", "Céline"],
  tr: ["Mehmet", "Ayşe", "Mustafa", "Fatma", "Ahmet", "Elif", "Gönül", "Çağlar", "Özge", "Şükrü", "Emre", "Zeynep"],
  jp: ["Hiroshi", "Yuki", "Takeshi", "Sakura", "Kenji", "Aiko", "Haruto", "Yui", "Sota", "Hana"],
  in: ["Raj", "Priya", "Amit", "Anjali", "Vikram", "Deepa", "Arjun", "Kavya", "Sanjay", "Lakshmi", "Rohan", "Meera"],
  cn: ["Wei", "Li", "Ming", "Xiu", "Jun", "Hua", "Lei", "Mei", "Tao", "Yan"],
  ar: ["Omar", "Fatima", "Youssef", "Layla", "Karim", "Amira", "Hassan", "Nour", "Khalid", "Salma"],
};

export const SURNAMES: Record<Culture, readonly string[]> = {
  en: ["Smith", "Johnson", "Brown", "Taylor", "Wilson", "Evans", "Walker", "Wright", "Thompson", "Hughes", "Baker", "Carter", "Murphy", "O'Brien"],
  es: ["García", "Martínez", "López", "Sánchez", "Pérez", "Gómez", "Fernández", "Núñez", "Muñoz", "Ibáñez", "Ortiz", "Castillo"],
  pt: ["Silva", "Santos", "Oliveira", "Souza", "Conceição", "Gonçalves", "Araújo", "Magalhães", "Pereira", "Fonseca", "São Bento"],
  it: ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "De Luca"],
  de: ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schäfer", "Köhler", "Groß", "Hoffmann"],
  fr: ["Martin", "Bernard", "Dubois", "Lefèvre", "Moreau", "Girard", "Fournier", "Mercier", "Rousseau", "Lemaître", "Bérard", "Faure"],
  tr: ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Öztürk", "Aydın", "Özdemir", "Arslan", "Doğan", "Çiçek"],
  jp: ["Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura", "Kobayashi", "Kato"],
  in: ["Sharma", "Patel", "Singh", "Kumar", "Gupta", "Reddy", "Iyer", "Nair", "Mehta", "Chopra", "Joshi", "Rao"],
  cn: ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou"],
  ar: ["Haddad", "Khalil", "Mansour", "Nasser", "Saleh", "Farouk", "Aziz", "Hamdan", "Rahman", "El-Amin"],
};

/** Words for the cuisine tokens of category name patterns ({it}, {es} ...). */
export const CUISINE_WORDS: Record<string, readonly string[]> = {
  it: ["Bella Napoli", "Vesuvio", "Roma", "Toscana", "La Dolce Vita", "Il Forno", "Da Vinci", "Buongiorno", "Mamma Mia", "Santa Lucia", "Margherita", "Sole Mio", "Capri", "Amalfi", "Venezia"],
  es: ["Sol", "Toro", "Jalapeño", "Azteca", "Cantina", "Mariachi", "Oaxaca", "Maguey", "Señor Taco", "Niño", "Fuego", "Agave"],
  fr: ["Petit Jardin", "Bon Appétit", "Soleil", "Coq d'Or", "Marché", "Belle Époque", "Château", "Côte", "Saint-Germain", "Rêve"],
  tr: ["Anadolu", "Boğaziçi", "Sultan", "Kapadokya", "Ege", "Karadeniz", "Güneş", "Lale", "Nazar", "Çınar"],
  jp: ["Sakura", "Fuji", "Hana", "Kyoto", "Tokyo", "Yuzu", "Koi", "Umi", "Kaze", "Tsuki", "Momiji", "Nami"],
  cn: ["Dragon", "Lotus", "Bamboo", "Panda", "Lucky", "Pearl", "Phoenix", "Peking", "Shanghai", "Canton", "Jasmine"],
  in: ["Maharaja", "Taj", "Bombay", "Delhi", "Masala", "Saffron", "Mumbai", "Punjab", "Kerala", "Namaste", "Ganesh"],
  th: ["Siam", "Bangkok", "Chiang Mai", "Lotus", "Orchid", "Sawasdee", "Mango", "Phuket", "Erawan"],
};

export const ADJECTIVES: readonly string[] = [
  "Golden", "Royal", "Green", "Blue", "Happy", "Little", "Grand", "Old Town", "Urban", "Sunny", "Silver",
  "Red", "Central", "Modern", "Classic", "Fresh", "Smart", "Bright", "Corner", "Harbour", "Village", "Prime",
  "First", "Best", "Elite", "Star", "Crown", "Family", "Express", "City", "North", "South", "East", "West",
];

export const THINGS: readonly string[] = [
  "Oak", "Olive", "River", "Maple", "Lighthouse", "Harbor", "Bridge", "Fox", "Owl", "Lion", "Anchor",
  "Willow", "Cedar", "Sunrise", "Horizon", "Summit", "Compass", "Garden", "Pearl", "Ivy", "Stone",
];

/** Kind-specific nouns for the {noun} token. */
export const KIND_NOUNS: Record<string, readonly string[]> = {
  restaurant: ["Kitchen", "Bistro", "Grill", "Table", "Dining Room", "Eatery", "Brasserie", "House"],
  fastfood: ["Burgers", "Grill", "Bites", "Express", "Diner", "Chicken", "Fries"],
  cafe: ["Café", "Coffee", "Espresso Bar", "Roasters", "Coffee House", "Café & Bakery"],
  bakery: ["Bakery", "Boulangerie", "Patisserie", "Bake House", "Crêperie", "Sweets", "Gelateria"],
  bar: ["Bar", "Tavern", "Lounge", "Pub", "Taproom", "Social Club", "Cocktail Bar"],
  lodging: ["Hotel", "Inn", "Suites", "Residence", "Lodge", "Guesthouse", "Hostel", "Boutique Hotel"],
  retail: ["Store", "Boutique", "Shop", "Emporium", "Outlet", "Market", "Gallery"],
  grocery: ["Market", "Supermarket", "Grocery", "Food Store", "Mini Market", "Bazaar"],
  health: ["Clinic", "Medical Center", "Health Center", "Pharmacy", "Care", "Practice"],
  hospital: ["Hospital", "Medical Center", "General Hospital", "Health Campus"],
  beauty: ["Salon", "Studio", "Beauty Lounge", "Hair Studio", "Spa", "Barbers"],
  fitness: ["Fitness", "Gym", "Athletic Club", "Training Studio", "Yoga Studio", "Strength Lab"],
  auto: ["Auto Service", "Motors", "Garage", "Car Care", "Auto Repair", "Tyres"],
  fuel: ["Fuel", "Gas Station", "Service Station", "Petrol", "Parking"],
  finance: ["Bank", "Finance", "Insurance", "Capital", "Savings", "Credit Union"],
  office: ["& Partners", "Associates", "Consulting", "Agency", "Group", "Law Office", "Realty", "Travel"],
  trade: ["Plumbing", "Electric", "Services", "Repairs", "Solutions", "Locksmiths", "Home Services"],
  pets: ["Vet Clinic", "Pet Shop", "Animal Hospital", "Pet Care", "Grooming"],
  culture: ["Museum", "Gallery", "Cinema", "Arts Center", "Library", "Collection"],
  park: ["Park", "Gardens", "Green", "Square", "Nature Reserve", "Playground"],
  education: ["Academy", "School", "Institute", "Learning Center", "College", "Language School"],
  tech: ["Tech", "Software", "Digital", "Systems", "IT Solutions", "Labs", "Computers"],
  service: ["Laundry", "Dry Cleaning", "Services", "Express", "Post & Parcel", "Wash"],
};

/** Which culture's names a country's businesses mostly carry. */
export const COUNTRY_CULTURE: Record<string, Culture> = {
  IT: "it", SM: "it", ES: "es", MX: "es", AR: "es", CO: "es", CL: "es", PE: "es", VE: "es", EC: "es",
  GT: "es", CU: "es", BO: "es", DO: "es", HN: "es", PY: "es", SV: "es", NI: "es", CR: "es", PA: "es", UY: "es",
  BR: "pt", PT: "pt", AO: "pt", MZ: "pt", DE: "de", AT: "de", CH: "de", LI: "de", FR: "fr", BE: "fr",
  LU: "fr", MC: "fr", SN: "fr", CI: "fr", CM: "fr", HT: "fr", TR: "tr", CY: "tr", AZ: "tr", JP: "jp",
  IN: "in", PK: "in", BD: "in", NP: "in", LK: "in", CN: "cn", TW: "cn", HK: "cn", SG: "cn", MO: "cn",
  EG: "ar", SA: "ar", AE: "ar", MA: "ar", DZ: "ar", TN: "ar", JO: "ar", LB: "ar", IQ: "ar", SY: "ar",
  KW: "ar", QA: "ar", OM: "ar", BH: "ar", LY: "ar", YE: "ar", SD: "ar",
};
