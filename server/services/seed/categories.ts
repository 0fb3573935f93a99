// Demo categories, named the way Google Maps names them so the demo looks like
// an imported scraper file. `weight` is the relative frequency (restaurants are
// everywhere, museums are rare); `kind` decides hours, "About" sections, links
// and name style; `subtypes` feed the `type` column; `names` override the
// kind's name patterns (tokens are listed in names.ts).
import { categoryIcon } from "../../../app/lib/category-icon";
import { slugify } from "../../../app/lib/slug";

export type CategoryKind =
  | "restaurant" | "fastfood" | "cafe" | "bakery" | "bar" | "lodging" | "retail" | "grocery"
  | "health" | "hospital" | "beauty" | "fitness" | "auto" | "fuel" | "finance" | "office"
  | "trade" | "pets" | "culture" | "park" | "education" | "tech" | "service";

export interface CategorySpec {
  name: string;
  weight: number;
  kind: CategoryKind;
  subtypes: string[];
  names?: string[];
}

export interface SeedCategory extends CategorySpec {
  slug: string;
  icon: string;
}

const PIZZA_NAMES = [
  "Pizzeria {it}", "Pizzeria {surname}", "{first}'s Pizzeria", "Pizzeria da {first}", "{it} Pizzeria",
  "{city} Pizza Co.", "Pizzeria {it} {city}", "{adj} Slice", "Forno {it}",
];

const SPECS: CategorySpec[] = [
  { name: "Restaurant", weight: 12, kind: "restaurant", subtypes: ["Family restaurant", "Fine dining restaurant", "Bistro", "Brasserie", "Diner"] },
  { name: "Pizza restaurant", weight: 5, kind: "restaurant", subtypes: ["Pizza delivery", "Pizza takeaway", "Italian restaurant"], names: PIZZA_NAMES },
  { name: "Italian restaurant", weight: 4, kind: "restaurant", subtypes: ["Pizza restaurant", "Trattoria", "Pasta shop"], names: ["Trattoria {it}", "Ristorante {it}", "Osteria {surname}", "Pizzeria {it}", "La {it}", "Da {first}"] },
  { name: "Chinese restaurant", weight: 3, kind: "restaurant", subtypes: ["Cantonese restaurant", "Dim sum restaurant", "Sichuan restaurant", "Noodle shop"], names: ["{cn} Garden", "Golden {cn}", "{cn} Palace", "Jade {cn}", "{cn} Noodle House"] },
  { name: "Japanese restaurant", weight: 2, kind: "restaurant", subtypes: ["Ramen restaurant", "Sushi restaurant", "Izakaya restaurant"], names: ["{jp} Ramen", "Izakaya {jp}", "{jp} Dining", "Restaurant {jp}"] },
  { name: "Sushi restaurant", weight: 2, kind: "restaurant", subtypes: ["Japanese restaurant", "Sushi takeaway", "Conveyor belt sushi restaurant"], names: ["Sushi {jp}", "{jp} Sushi Bar", "Sushi {city}"] },
  { name: "Mexican restaurant", weight: 2, kind: "restaurant", subtypes: ["Taco restaurant", "Tex-Mex restaurant", "Burrito restaurant"], names: ["Taquería {es}", "El {es}", "La Cocina de {first}", "Ñandú Tacos", "Casa {es}"] },
  { name: "Indian restaurant", weight: 2, kind: "restaurant", subtypes: ["North Indian restaurant", "South Indian restaurant", "Tandoori restaurant"], names: ["{in} Palace", "Taste of {in}", "{in} Tandoori", "Spice of {city}"] },
  { name: "Thai restaurant", weight: 1.5, kind: "restaurant", subtypes: ["Noodle shop", "Asian restaurant"], names: ["Baan {th}", "{th} Thai Kitchen", "Thai {th}"] },
  { name: "Turkish restaurant", weight: 1.5, kind: "restaurant", subtypes: ["Kebab shop", "Döner kebab restaurant", "Meyhane"], names: ["{surname} Kebap", "Çiçek Ocakbaşı", "{tr} Döner", "{tr} Lokantası"] },
  { name: "French restaurant", weight: 1.5, kind: "restaurant", subtypes: ["Brasserie", "Bistro", "Crêperie"], names: ["Chez {first}", "Le {fr}", "Brasserie {fr}", "Crêperie {fr}", "Bistrot {surname}"] },
  { name: "Seafood restaurant", weight: 1.5, kind: "restaurant", subtypes: ["Fish restaurant", "Oyster bar restaurant", "Fish & chips restaurant"] },
  { name: "Steak house", weight: 1.5, kind: "restaurant", subtypes: ["Grill", "Barbecue restaurant", "Churrascaria"] },
  { name: "Vegetarian restaurant", weight: 1, kind: "restaurant", subtypes: ["Vegan restaurant", "Health food restaurant", "Salad shop"] },
  { name: "Fast food restaurant", weight: 4, kind: "fastfood", subtypes: ["Hamburger restaurant", "Chicken restaurant", "Sandwich shop", "Hot dog stand"] },
  { name: "Hamburger restaurant", weight: 2, kind: "fastfood", subtypes: ["Fast food restaurant", "Burger joint", "American restaurant"] },
  { name: "Cafe", weight: 6, kind: "cafe", subtypes: ["Coffee shop", "Tea house", "Breakfast restaurant", "Brunch restaurant"] },
  { name: "Coffee shop", weight: 5, kind: "cafe", subtypes: ["Cafe", "Espresso bar", "Coffee roasters"] },
  { name: "Bakery", weight: 4, kind: "bakery", subtypes: ["Pastry shop", "Patisserie", "Cake shop", "Bagel shop"] },
  { name: "Ice cream shop", weight: 1.5, kind: "bakery", subtypes: ["Gelato shop", "Frozen yogurt shop", "Dessert shop"] },
  { name: "Bar", weight: 5, kind: "bar", subtypes: ["Cocktail bar", "Sports bar", "Lounge", "Beer garden"] },
  { name: "Pub", weight: 2.5, kind: "bar", subtypes: ["Irish pub", "Gastropub", "Brewpub"] },
  { name: "Wine bar", weight: 1, kind: "bar", subtypes: ["Wine store", "Tapas bar"] },
  { name: "Night club", weight: 1, kind: "bar", subtypes: ["Dance club", "Live music venue"] },
  { name: "Hotel", weight: 6, kind: "lodging", subtypes: ["Boutique hotel", "Business hotel", "Resort hotel", "Apartment hotel", "3-star hotel", "4-star hotel", "5-star hotel"] },
  { name: "Hostel", weight: 1.5, kind: "lodging", subtypes: ["Youth hostel", "Backpacker hostel"] },
  { name: "Motel", weight: 1, kind: "lodging", subtypes: ["Motor inn", "Roadside motel"] },
  { name: "Bed & breakfast", weight: 1, kind: "lodging", subtypes: ["Guest house", "Inn", "Pension"] },
  { name: "Shopping", weight: 3, kind: "retail", subtypes: ["Gift shop", "Department store", "Variety store", "Outlet store", "Souvenir store"] },
  { name: "Shopping mall", weight: 1.5, kind: "retail", subtypes: ["Shopping center", "Outlet mall"] },
  { name: "Supermarket", weight: 4, kind: "grocery", subtypes: ["Grocery store", "Discount supermarket", "Hypermarket"] },
  { name: "Grocery store", weight: 3, kind: "grocery", subtypes: ["Convenience store", "Organic food store", "Asian grocery store", "Butcher shop"] },
  { name: "Clothing store", weight: 5, kind: "retail", subtypes: ["Women's clothing store", "Men's clothing store", "Children's clothing store", "Boutique", "Sportswear store"] },
  { name: "Shoe store", weight: 2, kind: "retail", subtypes: ["Sneaker store", "Shoe repair shop"] },
  { name: "Jewelry store", weight: 1.5, kind: "retail", subtypes: ["Watch store", "Goldsmith"] },
  { name: "Furniture store", weight: 1.5, kind: "retail", subtypes: ["Home goods store", "Mattress store", "Interior designer"] },
  { name: "Book store", weight: 1.5, kind: "retail", subtypes: ["Used book store", "Comic book store", "Stationery store"] },
  { name: "Electronics store", weight: 2.5, kind: "retail", subtypes: ["Cell phone store", "Computer store", "Appliance store", "Camera store"] },
  { name: "Hardware store", weight: 1.5, kind: "retail", subtypes: ["Home improvement store", "Paint store", "Tool store"] },
  { name: "Florist", weight: 1.5, kind: "retail", subtypes: ["Flower delivery", "Garden center", "Wedding florist"] },
  { name: "Healthcare", weight: 2, kind: "health", subtypes: ["Medical center", "Health consultant", "Medical laboratory", "Home health care service"] },
  { name: "Pharmacy", weight: 4, kind: "health", subtypes: ["Drug store", "Compounding pharmacy", "Chemist"] },
  { name: "Hospital", weight: 1.5, kind: "hospital", subtypes: ["General hospital", "Private hospital", "Children's hospital", "Emergency room"] },
  { name: "Medical clinic", weight: 2.5, kind: "health", subtypes: ["Family practice physician", "Walk-in clinic", "Doctor", "Pediatrician"] },
  { name: "Dentist", weight: 3, kind: "health", subtypes: ["Dental clinic", "Orthodontist", "Cosmetic dentist"] },
  { name: "Optician", weight: 1.5, kind: "health", subtypes: ["Optometrist", "Eyewear store"] },
  { name: "Physiotherapist", weight: 1.5, kind: "health", subtypes: ["Physical therapy clinic", "Sports massage therapist", "Chiropractor"] },
  { name: "Hair salon", weight: 5, kind: "beauty", subtypes: ["Hairdresser", "Hair extension technician", "Unisex hair salon"] },
  { name: "Barber shop", weight: 3, kind: "beauty", subtypes: ["Men's hair salon", "Barber"] },
  { name: "Beauty salon", weight: 2.5, kind: "beauty", subtypes: ["Nail salon", "Waxing hair removal service", "Eyelash salon"] },
  { name: "Spa", weight: 1.5, kind: "beauty", subtypes: ["Day spa", "Massage spa", "Hammam"] },
  { name: "Gym", weight: 3, kind: "fitness", subtypes: ["Fitness center", "CrossFit gym", "Boxing gym", "Personal trainer"] },
  { name: "Yoga studio", weight: 1, kind: "fitness", subtypes: ["Pilates studio", "Meditation center"] },
  { name: "Car repair", weight: 3.5, kind: "auto", subtypes: ["Auto repair shop", "Mechanic", "Tire shop", "Auto body shop", "Oil change service"] },
  { name: "Car dealer", weight: 2, kind: "auto", subtypes: ["Used car dealer", "Auto broker", "Motorcycle dealer"] },
  { name: "Car wash", weight: 1.5, kind: "auto", subtypes: ["Auto detailing service", "Self service car wash"] },
  { name: "Gas station", weight: 3, kind: "fuel", subtypes: ["Petrol station", "Truck stop", "Electric vehicle charging station"] },
  { name: "Parking", weight: 1, kind: "fuel", subtypes: ["Parking garage", "Parking lot"] },
  { name: "Bank", weight: 3, kind: "finance", subtypes: ["ATM", "Savings bank", "Credit union"] },
  { name: "Insurance agency", weight: 1.5, kind: "finance", subtypes: ["Car insurance agency", "Life insurance agency", "Insurance broker"] },
  { name: "Real estate agency", weight: 3, kind: "office", subtypes: ["Real estate agent", "Property management company", "Real estate consultant"] },
  { name: "Lawyer", weight: 2.5, kind: "office", subtypes: ["Law firm", "Family law attorney", "Criminal justice attorney", "Notary public"] },
  { name: "Accounting firm", weight: 1.5, kind: "office", subtypes: ["Accountant", "Tax preparation service", "Bookkeeping service"] },
  { name: "Travel agency", weight: 1.5, kind: "office", subtypes: ["Tour operator", "Tourist information center", "Tour agency"] },
  { name: "Plumber", weight: 2, kind: "trade", subtypes: ["Plumbing supply store", "Drainage service", "Water heater installation service"] },
  { name: "Electrician", weight: 2, kind: "trade", subtypes: ["Electrical installation service", "Lighting contractor"] },
  { name: "Locksmith", weight: 1, kind: "trade", subtypes: ["Key duplication service", "Security system installer"] },
  { name: "Laundry", weight: 1.5, kind: "service", subtypes: ["Laundromat", "Dry cleaner", "Laundry service"] },
  { name: "Post office", weight: 1, kind: "service", subtypes: ["Courier service", "Shipping and mailing service"] },
  { name: "Veterinarian", weight: 1.5, kind: "pets", subtypes: ["Animal hospital", "Veterinary clinic"] },
  { name: "Pet store", weight: 1.5, kind: "pets", subtypes: ["Pet groomer", "Pet supply store", "Aquarium shop"] },
  { name: "Museum", weight: 1, kind: "culture", subtypes: ["Art museum", "History museum", "Science museum", "Tourist attraction"] },
  { name: "Art gallery", weight: 1, kind: "culture", subtypes: ["Art studio", "Art center"] },
  { name: "Movie theater", weight: 1, kind: "culture", subtypes: ["Cinema", "IMAX theater"] },
  { name: "Library", weight: 0.8, kind: "culture", subtypes: ["Public library", "University library"] },
  { name: "Park", weight: 1.5, kind: "park", subtypes: ["City park", "Playground", "Garden", "National park"] },
  { name: "Education", weight: 2, kind: "education", subtypes: ["Tutoring service", "Educational institution", "Learning center", "Test preparation center"] },
  { name: "School", weight: 2, kind: "education", subtypes: ["Primary school", "High school", "Private school", "Kindergarten"] },
  { name: "University", weight: 0.8, kind: "education", subtypes: ["Public university", "Private university", "College"] },
  { name: "Language school", weight: 1, kind: "education", subtypes: ["English language school", "Driving school", "Music school"] },
  { name: "Technology", weight: 2, kind: "tech", subtypes: ["IT services", "Computer consultant", "Internet service provider", "Web designer", "Data recovery service"] },
  { name: "Software company", weight: 1.5, kind: "tech", subtypes: ["Software development company", "App developer", "IT company"] },
  { name: "Computer repair", weight: 1.5, kind: "tech", subtypes: ["Computer repair service", "Cell phone repair shop", "Computer support and services"] },
];

/** The demo categories with slug and icon, in a stable order (ids follow it). */
export const SEED_CATEGORIES: readonly SeedCategory[] = SPECS.map((spec) => ({
  ...spec,
  slug: slugify(spec.name),
  icon: categoryIcon(spec.name),
}));
