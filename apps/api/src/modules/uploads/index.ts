import fp from "fastify-plugin";
import { ProfileImageService } from "./profile-image-service.ts";
import { ReviewPhotoService } from "./review-photo-service.ts";
import uploadRoutes from "./routes.ts";

// The generic upload call (application §7 POST /upload): the consumer's profile picture, and a review's photos
// (docs/decisions/0060).

export { REVIEW_PHOTO_FOLDER } from "./review-photo-service.ts";

export default fp(
  async (app) => {
    await app.register(uploadRoutes, {
      prefix: "/api/upload",
      profileImages: new ProfileImageService(app.storage),
      reviewPhotos: new ReviewPhotoService(app.storage),
    });
  },
  { name: "uploads", fastify: "5.x", dependencies: ["providers"] },
);
