import { describe, expect, it } from "vitest";
import { planHeader } from "./aliases";
import { gatherCells } from "./row-cells";

describe("gatherCells", () => {
  // A JSON file's plan: many more columns than one object has, so only the row's own are walked.
  const hours = Array.from({ length: 7 }, (_, day) => [`openingHours/${day}/day`, `openingHours/${day}/hours`]).flat();
  const extra = Array.from({ length: 200 }, (_, index) => `additionalInfo/Offerings/${index}/Feature ${index}`);
  const { columns: plan } = planHeader(["title", ...hours, ...extra]);
  const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  const rowOf = (keys: string[]) =>
    Object.fromEntries(keys.map((key) => [key, key.endsWith("/day") ? days[Number(key.split("/")[1])] : key === "title" ? "Yer" : "9 AM–5 PM"]));

  it("walks a row's columns in plan order, whatever order its keys come in", () => {
    const features = extra.slice(0, 40);
    const inOrder = gatherCells(rowOf(["title", ...hours, ...features]), plan);
    const nearly = gatherCells(rowOf(["title", features[5]!, ...hours, ...features.filter((_, index) => index !== 5)]), plan);
    const reversed = gatherCells(rowOf(["title", ...hours, ...features].reverse()), plan);
    for (const cells of [inOrder, nearly, reversed]) {
      // The first hours column of the plan is the one errors about the hours name.
      expect(cells.hoursHeader).toBe("openingHours/0/day");
      expect(cells.hoursPairs.map(({ day }) => day)).toEqual(days);
      expect(cells.aboutCells.map(({ feature }) => feature)).toEqual(features.map((_, index) => `Feature ${index}`));
      expect(Object.keys(cells.raw)).toEqual(Object.keys(inOrder.raw));
    }
  });
});
