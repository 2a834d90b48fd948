/**
 * A file to upload: a File or Blob in the browser; in React Native, the `{ uri, name, type }` its FormData reads
 * (a photo from the camera or the gallery).
 */
export type UploadFile = Blob | { uri: string; name: string; type: string };

export function appendFile(form: FormData, field: string, file: UploadFile): void {
  // The DOM's typing knows only Blob; React Native's FormData takes the { uri, name, type } object as it is.
  form.append(field, file as Blob);
}
