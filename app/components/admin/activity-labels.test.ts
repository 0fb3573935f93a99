import { describe, expect, it } from "vitest";
import { activityActor, activityLabel } from "./activity-labels";

describe("activity labels", () => {
  it("words the known audit verbs in Turkish", () => {
    expect(activityLabel("login.success")).toBe("Sisteme giriş yapıldı");
    expect(activityLabel("business.create")).toBe("Yeni işletme eklendi");
    expect(activityLabel("message.delete")).toBe("İletişim mesajı silindi");
    expect(activityLabel("database.restore")).toBe("Veritabanı yedekten geri yüklendi");
    expect(activityLabel("pricing.subscription.create")).toBe("İşletmeye abonelik tanımlandı");
    expect(activityLabel("indexing.walk.start")).toBe("Otomatik URL gönderimi başladı");
  });

  it("falls back to the verb's family, then to the verb itself", () => {
    expect(activityLabel("import.rows")).toBe("Excel içe aktarma (import.rows)");
    expect(activityLabel("something.new")).toBe("something.new");
  });

  it("names an anonymous actor", () => {
    expect(activityActor(null)).toBe("Bilinmeyen kullanıcı");
    expect(activityActor("admin")).toBe("admin");
  });
});
