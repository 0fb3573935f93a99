// The real scraper exports kept beside the repository (shared/fixtures/scrapers, described
// in its README): files people published, copied unchanged.
import { fileURLToPath } from "node:url";
import path from "node:path";

const FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../shared/fixtures/scrapers");

export const scraperFixture = (name: string): string => path.join(FOLDER, name);
