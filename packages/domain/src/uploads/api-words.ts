// uploads: its part of API_MESSAGES and apiMessageFor (shared/messages.ts); kept apart from its MESSAGES so each object is loaded only where it is used.

export const apiMessages = {
  // uploads (application §5)
  notMultipart: "Send the files as multipart/form-data",
  multipartUnreadable: "The upload could not be read: send it as multipart/form-data",
  tooManyFormFields: "The form has too many fields",
  noFileChosen: "Choose a file to upload",
  onlyImages: "Only images can be uploaded here",
  imageTooLarge: "The image is too large to process",
  imageUnreadable: "The image could not be read",
} as const;

export const apiMessageFor = {
  uploadTooManyFiles: (max: number) => `Upload at most ${max} files at a time`,
  fileTypeInvalid: (fileTypes: readonly string[]) => `fileType must be one of ${fileTypes.join(", ")}`,
  fieldsTooLong: (names: readonly string[]) => `These fields are too long: ${names.join(", ")}`,
  formFieldNotJson: (name: string) => `Invalid form: ${name} must be JSON`,
  /** A refused upload: why, then the names of the files refused. */
  filesRefused: (reason: string, fileNames: readonly string[]) => `${reason}: ${fileNames.join(", ")}`,
} as const;
