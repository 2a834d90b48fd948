/**
 * Starts the browser's download of a file at a same-origin address (a CSV export's link): a link with `download` is
 * followed without leaving the page, under the file name the API gives, and a refusal stays a failed download
 * rather than replacing the console with an error.
 */
export function startDownload(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}
