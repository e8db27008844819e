/** One line of a cheat sheet: code that is never translated, and its text under `entries.<id>`. */
export interface CheatSheetEntry {
  id: string;
  /** What is shown and copied as it is (a command, a syntax); several lines are run one after the other. */
  code: string;
}

/** A group of entries; its title lives under `sections.<id>` in the tool's locale namespace. */
export interface CheatSheetSection {
  id: string;
  entries: readonly CheatSheetEntry[];
}
