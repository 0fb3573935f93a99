// A file is refused as broken only when most of it is: a few damaged lines are row errors and
// the rest imports, but a file whose rows are mostly unreadable is not what the admin meant.
import { mostlyBrokenError } from "./spreadsheet-error";

export class RowTally {
  read = 0;
  broken = 0;

  /** Throws once reading is over if more than half of the rows could not be read. */
  assertMostlyReadable(): void {
    const total = this.read + this.broken;
    if (this.broken > 0 && this.broken * 2 > total) throw mostlyBrokenError(this.broken, total);
  }
}
