import { OCCASIONS } from "@utsav/catalogue";
import type { OccasionOption } from "./occasion-picker";

/** The occasions an offering may be tagged with (the API checks against the same list), for the editor's loader. */
export function occasionOptions(): OccasionOption[] {
  return Object.entries(OCCASIONS).map(([id, label]) => ({ id, label }));
}
