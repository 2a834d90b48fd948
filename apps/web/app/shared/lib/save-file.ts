/**
 * Saves text the page already holds as a file, under `fileName` (the account's data, docs/decisions/0031): a
 * temporary link with `download` to an object URL of it, clicked and removed, so the page stays where it is. The
 * address is let go a while later, not at once: a browser may still be reading it when the click returns (FileSaver.js
 * waits 40 s). features/operations/download.ts starts the download of a file at an address of the API instead.
 */
export function saveFile(fileName: string, text: string, type = "application/json"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
