import { vi } from "vitest";

// The files a page saves from the browser (shared/lib/save-file.ts): an object URL of a Blob, followed by a link with
// `download`. The test keeps each Blob and reads what a click on such a link would have saved, and nothing navigates.

export interface SavedFile {
  name: string;
  type: string;
  text: () => Promise<string>;
}

/** Captures the files saved from now on, in order. */
export function captureSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const url = `blob:http://localhost/file-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute("href") ?? "");
    if (blob) saved.push({ name: this.download, type: blob.type, text: () => blob.text() });
  });
  return saved;
}
