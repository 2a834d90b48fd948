import fp from "fastify-plugin";
import { ProfileImageService } from "./profile-image-service.ts";
import uploadRoutes from "./routes.ts";

// The generic upload call (application §7 POST /upload): the consumer's profile picture.

export default fp(
  async (app) => {
    await app.register(uploadRoutes, { prefix: "/api/upload", profileImages: new ProfileImageService(app.storage) });
  },
  { name: "uploads", fastify: "5.x", dependencies: ["providers"] },
);
