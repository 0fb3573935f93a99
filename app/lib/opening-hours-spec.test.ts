import { describe, expect, it } from "vitest";
import { openingHoursSpecification } from "./opening-hours-spec";

const spec = (dayOfWeek: string[], opens: string, closes: string) => ({
  "@type": "OpeningHoursSpecification",
  dayOfWeek,
  opens,
  closes,
});

describe("openingHoursSpecification", () => {
  it("turns a simple range into 24-hour times", () => {
    expect(openingHoursSpecification({ Monday: "9 AM - 5 PM" })).toEqual([spec(["Monday"], "09:00", "17:00")]);
  });

  it("gives one entry per range of a split day (en dash, suffix written once)", () => {
    expect(openingHoursSpecification({ Tuesday: "11AM–3PM,5–9:30PM" })).toEqual([
      spec(["Tuesday"], "11:00", "15:00"),
      spec(["Tuesday"], "17:00", "21:30"),
    ]);
  });

  it("marks a closed day 00:00–00:00 and a day open around the clock 00:00–23:59", () => {
    expect(openingHoursSpecification({ Sunday: "Closed", Saturday: "Open 24 hours" })).toEqual([
      spec(["Saturday"], "00:00", "23:59"),
      spec(["Sunday"], "00:00", "00:00"),
    ]);
  });

  it("closes a range crossing midnight at its next-day time", () => {
    expect(openingHoursSpecification({ Friday: "6PM–2AM" })).toEqual([spec(["Friday"], "18:00", "02:00")]);
    expect(openingHoursSpecification({ Friday: "22:00-03:30" })).toEqual([spec(["Friday"], "22:00", "03:30")]);
  });

  it("closes at 23:59 when a range ends at midnight, and treats a full-day range as open all day", () => {
    expect(openingHoursSpecification({ Monday: "12PM–12AM" })).toEqual([spec(["Monday"], "12:00", "23:59")]);
    expect(openingHoursSpecification({ Monday: "12AM–12AM" })).toEqual([spec(["Monday"], "00:00", "23:59")]);
  });

  it("groups days with the same hours, in week order", () => {
    const week = {
      Sunday: "Closed",
      Monday: "9AM–5PM",
      Tuesday: "9AM–5PM",
      Wednesday: "9AM–5PM",
      Thursday: "9AM–8PM",
      Friday: "9AM–5PM",
      Saturday: "Closed",
    };
    expect(openingHoursSpecification(week)).toEqual([
      spec(["Monday", "Tuesday", "Wednesday", "Friday"], "09:00", "17:00"),
      spec(["Thursday"], "09:00", "20:00"),
      spec(["Saturday", "Sunday"], "00:00", "00:00"),
    ]);
  });

  it("leaves out days without data or with unreadable text", () => {
    expect(openingHoursSpecification({ Monday: "Hours might differ", Tuesday: "10–6" })).toEqual([
      spec(["Tuesday"], "10:00", "18:00"),
    ]);
    expect(openingHoursSpecification({})).toEqual([]);
    expect(openingHoursSpecification(null)).toEqual([]);
    expect(openingHoursSpecification("garbage")).toEqual([]);
  });

  it("accepts the stored JSON string and short day names", () => {
    expect(openingHoursSpecification('{"wed":"7:30AM–7PM"}')).toEqual([spec(["Wednesday"], "07:30", "19:00")]);
  });
});
