import { describe, expect, it } from "vitest";
import { cidFromGoogleId } from "./google-ids";

describe("cidFromGoogleId", () => {
  it("reads the cid from the second half of the feature id", () => {
    // gosom-pr248-panda.json: data_id and cid of the same place
    expect(cidFromGoogleId("0x864c3ceb07127b3b:0x1ff1b61a3a380a8c")).toBe("2301821108325190284");
    // apify-crawler-agrivoltaisme-de.json: fid and cid, beyond JavaScript's safe integers
    expect(cidFromGoogleId("0x47a2f18f1b6e9ccb:0x8a91dac8e7ba1098")).toBe("9985002405273145496");
    expect(cidFromGoogleId(" 0X47A2F18F1B6E9CCB:0X8A91DAC8E7BA1098 ")).toBe("9985002405273145496");
  });

  it("gives nothing for other text or a zero cid", () => {
    for (const id of [null, "", "ChIJy5xuG4_xokcRmBC658jakYo", "0x0:0x0", "0x12:zz", "0x1:0x12345678901234567"]) {
      expect(cidFromGoogleId(id), String(id)).toBeNull();
    }
  });
});
