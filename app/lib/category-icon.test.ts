import { describe, it, expect } from "vitest";
import { categoryIcon, DEFAULT_CATEGORY_ICON } from "./category-icon";

describe("categoryIcon", () => {
  it.each([
    ["Restaurant", "🍽️"],
    ["Pizza restaurant", "🍕"],
    ["Pizzeria", "🍕"],
    ["Italian restaurant", "🍝"],
    ["Sushi restaurant", "🍣"],
    ["Cafe", "☕"],
    ["Coffee shop", "☕"],
    ["Bakery", "🥐"],
    ["Bar", "🍸"],
    ["Pub", "🍺"],
    ["Hotel", "🏨"],
    ["Hostel", "🛏️"],
    ["Motel", "🛏️"],
    ["Supermarket", "🛒"],
    ["Clothing store", "👕"],
    ["Pharmacy", "💊"],
    ["Hospital", "🏥"],
    ["Medical clinic", "🩺"],
    ["Healthcare", "🩺"],
    ["Dentist", "🦷"],
    ["School", "🏫"],
    ["University", "🎓"],
    ["Education", "🎓"],
    ["Gym", "🏋️"],
    ["Hair salon", "💇"],
    ["Beauty salon", "💅"],
    ["Barber shop", "💈"],
    ["Spa", "🧖"],
    ["Bank", "🏦"],
    ["ATM", "🏧"],
    ["Car repair", "🔧"],
    ["Car dealer", "🚗"],
    ["Gas station", "⛽"],
    ["Parking garage", "🅿️"],
    ["Church", "⛪"],
    ["Mosque", "🕌"],
    ["Museum", "🏛️"],
    ["Park", "🌳"],
    ["Movie theater", "🎬"],
    ["Library", "📚"],
    ["Book store", "📚"],
    ["Lawyer", "⚖️"],
    ["Real estate agency", "🏠"],
    ["Insurance agency", "🛡️"],
    ["Plumber", "🚰"],
    ["Electrician", "⚡"],
    ["Pet store", "🐾"],
    ["Veterinarian", "🐾"],
    ["Florist", "💐"],
    ["Electronics store", "📱"],
    ["Technology", "💻"],
    ["Software company", "💻"],
    ["Computer repair", "💻"],
    ["Travel agency", "✈️"],
    ["Laundry", "🧺"],
    ["Post office", "📮"],
    ["Police station", "🚓"],
    ["Shopping", "🛍️"],
    ["Shopping mall", "🏬"],
  ])("%s -> %s", (name, icon) => {
    expect(categoryIcon(name)).toBe(icon);
  });

  it("ignores case and accents", () => {
    expect(categoryIcon("CAFÉ")).toBe("☕");
    expect(categoryIcon("crêperie")).toBe("🥐");
    expect(categoryIcon("Döner Kebab")).toBe("🥙");
  });

  it("matches whole words, not fragments of other words", () => {
    // "care" contains "car", "Gastropub" starts with "gas", "Spanish" starts with "spa"
    expect(categoryIcon("Healthcare")).not.toBe("🚗");
    expect(categoryIcon("Gastropub")).toBe("🍺");
    expect(categoryIcon("Spanish translator")).toBe(DEFAULT_CATEGORY_ICON);
  });

  it("falls back to the building icon", () => {
    expect(categoryIcon("Consulate")).toBe(DEFAULT_CATEGORY_ICON);
    expect(categoryIcon("")).toBe(DEFAULT_CATEGORY_ICON);
  });
});
