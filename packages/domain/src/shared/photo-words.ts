// The words of choosing photos, in a brief and in a vendor's gallery: apart from the common words, which every page's
// first script carries.

export const PHOTO_COPY = {
  addPhotos: "Add photos",
} as const;
