// Demo data: a deterministic generator of realistic businesses and its bulk loader.
export { MAX_DEMO_BUSINESSES, seedDemoData, type SeedOptions, type SeedResult } from "./load";
